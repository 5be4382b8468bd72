/**
 * A vehicle's make or model in the one spelling the vehicle record keeps: typed all in lower case,
 * each word of letters only takes a capital ('toyota' → 'Toyota', 'corolla ascent' → 'Corolla
 * Ascent'); a word with digits or signs is a model's own spelling and stays ('i30', 'cx-5'), and
 * anything typed with a capital is kept as written ('BMW', 'McLaren').
 */
export function vehicleNameCase(name: string): string;
export function vehicleNameCase(name: string | null | undefined): string | null | undefined;
export function vehicleNameCase(name: string | null | undefined): string | null | undefined {
  if (!name || name !== name.toLowerCase()) return name;
  return name
    .split(' ')
    .map((word) => (/^\p{Ll}+$/u.test(word) ? word[0].toUpperCase() + word.slice(1) : word))
    .join(' ');
}
