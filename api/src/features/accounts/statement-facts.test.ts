import { describe, expect, it } from 'vitest';
import { firstWorkingDay } from './statement-facts.js';

const open = async () => false;

describe('the first working day of a month', () => {
  it('is the 1st when that is a weekday the workshop is open', async () => {
    expect(await firstWorkingDay('2026-06', open)).toBe('2026-06-01');
  });

  it('skips the weekend and Victoria’s public holidays: New Year’s Day 2027 is a Friday, so January’s statements go on Monday the 4th', async () => {
    expect(await firstWorkingDay('2027-01', open)).toBe('2027-01-04');
    // 1 January 2028 is a Saturday; the Monday after is its additional day.
    expect(await firstWorkingDay('2028-01', open)).toBe('2028-01-04');
  });

  it('skips a day the workshop is closed by its own hours', async () => {
    expect(await firstWorkingDay('2026-06', async (day) => day === '2026-06-01')).toBe('2026-06-02');
  });
});
