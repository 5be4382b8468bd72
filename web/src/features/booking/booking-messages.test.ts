import { describe, expect, it } from 'vitest';
import { hoursProblem, openDaysText } from './booking-messages';

const WEEK = [0, 1, 2, 3, 4, 5, 6].map((weekday) =>
  weekday === 0 ? { weekday, open: null, close: null } : { weekday, open: '09:00', close: weekday === 6 ? '13:00' : '17:30' },
);

describe('the booking form’s word on the workshop’s hours', () => {
  it('says the standard Sunday and Saturday messages under the standard week (and before the hours have come)', () => {
    for (const week of [WEEK, []]) {
      expect(hoursProblem('Truganina Auto Care', 0, '10:00', week)).toEqual({ text: 'Truganina Auto Care is closed on Sundays. Please select another day.', aboutTime: false });
      expect(hoursProblem('Truganina Auto Care', 6, '13:00', week)).toEqual({
        text: 'Truganina Auto Care closes at 1:00 PM on Saturdays. Please select a time before 1:00 PM.',
        aboutTime: true,
      });
      expect(hoursProblem('Truganina Auto Care', 6, '12:30', week)).toBeNull();
      expect(hoursProblem('Truganina Auto Care', 1, '16:30', week)).toBeNull();
    }
  });

  it('follows the hours the owner saved: a closed Monday, an early Wednesday, an open Sunday', () => {
    const saved = WEEK.map((d) =>
      d.weekday === 1 ? { ...d, open: null, close: null } : d.weekday === 3 ? { ...d, close: '15:00' } : d.weekday === 0 ? { ...d, open: '10:00', close: '14:00' } : d,
    );
    expect(hoursProblem('Shop', 1, '10:00', saved)?.text).toBe('Shop is closed on Mondays. Please select another day.');
    expect(hoursProblem('Shop', 3, '15:00', saved)?.text).toBe('Shop closes at 3:00 PM on Wednesdays. Please select a time before 3:00 PM.');
    expect(hoursProblem('Shop', 0, '10:00', saved)).toBeNull();
  });
});

describe('the days the booking form says the workshop opens', () => {
  it('reads as a run of days, or a list', () => {
    expect(openDaysText(WEEK)).toBe('Open Monday to Saturday.');
    expect(openDaysText([])).toBe('Open Monday to Saturday.');
    const noMonday = WEEK.map((d) => (d.weekday === 1 ? { ...d, open: null, close: null } : d));
    expect(openDaysText(noMonday)).toBe('Open Tuesday to Saturday.');
    const two = WEEK.map((d) => (d.weekday === 2 || d.weekday === 4 ? d : { ...d, open: null, close: null }));
    expect(openDaysText(two)).toBe('Open Tuesday and Thursday.');
    expect(openDaysText(WEEK.map((d) => ({ ...d, open: '09:00', close: '17:00' })))).toBe('Open every day.');
  });
});
