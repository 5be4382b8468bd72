/**
 * Australian Business Numbers: 11 digits whose checksum holds (the ATO's rule: subtract 1 from the
 * first digit, weight the digits 10, 1, 3, 5, …, 19, and the sum divides by 89).
 */
const WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];

/** The ABN's 11 digits, or null when `text` is not 11 digits (spaces allowed). */
function digitsOf(text: string): number[] | null {
  const compact = text.replace(/\s+/g, '');
  return /^\d{11}$/.test(compact) ? [...compact].map(Number) : null;
}

export function isValidAbn(text: string): boolean {
  const digits = digitsOf(text);
  if (!digits) return false;
  digits[0] -= 1;
  return digits.reduce((sum, d, i) => sum + d * WEIGHTS[i], 0) % 89 === 0;
}

/** As the ATO writes it: "51 824 753 556". */
export function formatAbn(text: string): string {
  const c = text.replace(/\s+/g, '');
  return `${c.slice(0, 2)} ${c.slice(2, 5)} ${c.slice(5, 8)} ${c.slice(8)}`;
}
