import { describe, expect, it } from 'vitest';
import { formatAbn, isValidAbn } from './abn.js';

describe('ABN', () => {
  it('takes an ABN whose checksum holds, however it is spaced', () => {
    for (const abn of ['51 824 753 556', '51824753556', ' 518 247 535 56 ', '53 004 085 616']) expect(isValidAbn(abn), abn).toBe(true);
  });

  it('refuses one digit wrong, two swapped, the wrong length and letters', () => {
    for (const abn of ['51 824 753 557', '15 824 753 556', '51 824 753 55', '51 824 753 5566', '51 824 753 55A', '']) expect(isValidAbn(abn), abn).toBe(false);
  });

  it('is written as the ATO writes it', () => {
    expect(formatAbn('51824753556')).toBe('51 824 753 556');
    expect(formatAbn(' 518 247 535 56')).toBe('51 824 753 556');
  });
});
