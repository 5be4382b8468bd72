import { describe, expect, it } from 'vitest';
import { abnProblem, formatAbn, INVALID_ABN, termsText } from './business';

describe('the ABN field', () => {
  it('takes a valid ABN typed with or without spaces, and nothing at all', () => {
    expect(abnProblem('51 824 753 556')).toBeNull();
    expect(abnProblem('51824753556')).toBeNull();
    expect(abnProblem('  ')).toBeNull();
  });

  it('refuses a changed digit, a short number and letters with the message the server gives', () => {
    expect(abnProblem('51 824 753 557')).toBe(INVALID_ABN);
    expect(abnProblem('51 824 753')).toBe(INVALID_ABN);
    expect(abnProblem('51 824 753 55a')).toBe(INVALID_ABN);
    expect(INVALID_ABN).toBe('That ABN is not valid: check its 11 digits.');
  });

  it('shows an ABN as the ATO writes it, and the terms in words', () => {
    expect(formatAbn('51824753556')).toBe('51 824 753 556');
    expect(termsText({ days: 30, endOfMonth: true })).toBe('30 days end of month');
    expect(termsText(null)).toBe('Pay on the day');
  });
});
