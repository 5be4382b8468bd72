/**
 * A vehicle's make or model in the one spelling the vehicle record keeps: typed all in lower case,
 * each word takes a capital ('toyota' → 'Toyota', 'corolla ascent' → 'Corolla Ascent', 'mx-5' →
 * 'Mx-5', as PostgreSQL's initcap); anything with a capital is kept as written ('BMW', 'McLaren').
 */
export function vehicleNameCase(name: string): string;
export function vehicleNameCase(name: string | null | undefined): string | null | undefined;
export function vehicleNameCase(name: string | null | undefined): string | null | undefined {
  if (!name || name !== name.toLowerCase()) return name;
  return name.replace(/(^|[^\p{L}\p{N}])(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}
