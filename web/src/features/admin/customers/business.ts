/** A business customer's ABN as staff type and read it: 11 digits (spaces allowed), checked as the ATO checks it, shown `12 345 678 901`. */

export const INVALID_ABN = 'That ABN is not valid: check its 11 digits.';

/** The ATO's weights of an ABN's 11 digits (the first digit less 1): a valid ABN's weighted sum is a multiple of 89. */
const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];

/** The message an ABN as typed earns: null when it is empty or valid. */
export function abnProblem(typed: string): string | null {
  const digits = typed.replace(/\s+/g, '');
  if (!digits) return null;
  if (!/^[0-9]{11}$/.test(digits)) return INVALID_ABN;
  const sum = [...digits].reduce((total, d, i) => total + (Number(d) - (i === 0 ? 1 : 0)) * ABN_WEIGHTS[i]!, 0);
  return sum % 89 === 0 ? null : INVALID_ABN;
}

/** 11 digits → `12 345 678 901`. */
export function formatAbn(digits: string): string {
  return digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3 $4');
}

/** Account terms in words: '30 days end of month', '14 days', or 'Pay on the day'. */
export function termsText(terms: { days: number; endOfMonth: boolean } | null | undefined): string {
  if (!terms) return 'Pay on the day';
  return `${terms.days} day${terms.days === 1 ? '' : 's'}${terms.endOfMonth ? ' end of month' : ''}`;
}
