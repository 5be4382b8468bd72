import { describe, expect, it } from 'vitest';
import { victorianHoliday } from './vic-holidays.js';

describe('Victoria’s public holidays', () => {
  it('knows 2026’s and 2027’s as gazetted', () => {
    const in2026 = {
      '2026-01-01': 'New Year’s Day',
      '2026-01-26': 'Australia Day',
      '2026-03-09': 'Labour Day',
      '2026-04-03': 'Good Friday',
      '2026-04-04': 'Easter Saturday',
      '2026-04-05': 'Easter Sunday',
      '2026-04-06': 'Easter Monday',
      '2026-04-25': 'ANZAC Day',
      '2026-06-08': 'King’s Birthday',
      '2026-09-25': 'Friday before the AFL Grand Final',
      '2026-11-03': 'Melbourne Cup Day',
      '2026-12-25': 'Christmas Day',
      '2026-12-26': 'Boxing Day',
      // Boxing Day 2026 is a Saturday.
      '2026-12-28': 'Boxing Day, additional day',
    };
    for (const [date, name] of Object.entries(in2026)) expect(victorianHoliday(date), date).toBe(name);
    expect(victorianHoliday('2027-03-26')).toBe('Good Friday');
    expect(victorianHoliday('2027-03-29')).toBe('Easter Monday');
    expect(victorianHoliday('2027-03-08')).toBe('Labour Day');
    expect(victorianHoliday('2027-11-02')).toBe('Melbourne Cup Day');
  });

  it('adds the Monday after New Year’s Day or Australia Day on a weekend, and 27 and 28 December after a weekend Christmas', () => {
    expect(victorianHoliday('2028-01-01')).toBe('New Year’s Day');
    expect(victorianHoliday('2028-01-03')).toBe('New Year’s Day, additional day');
    // Australia Day 2025 was a Sunday: the Monday was the holiday.
    expect(victorianHoliday('2025-01-27')).toBe('Australia Day, additional day');
    expect(victorianHoliday('2026-01-27')).toBeNull();
    // Christmas 2027 is a Saturday, Boxing Day a Sunday.
    expect(victorianHoliday('2027-12-27')).toBe('Christmas Day, additional day');
    expect(victorianHoliday('2027-12-28')).toBe('Boxing Day, additional day');
    // Christmas 2022 was a Sunday: Boxing Day on the Monday, Christmas's additional day the Tuesday.
    expect(victorianHoliday('2022-12-27')).toBe('Christmas Day, additional day');
  });

  it('says nothing of an ordinary day', () => {
    for (const date of ['2026-12-07', '2026-12-24', '2026-12-29', '2027-01-25', '2026-04-24']) expect(victorianHoliday(date), date).toBeNull();
  });
});
