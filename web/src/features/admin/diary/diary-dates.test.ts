/** The week the diary shows: Monday to Saturday, but never a week that is ending (a Saturday shows Saturday onwards). */
import { describe, expect, it } from 'vitest';
import { stepDay, weekShown } from './diary-dates';

describe('weekShown', () => {
  it('shows Monday to Saturday of a weekday’s week', () => {
    expect(weekShown('2026-12-02')).toEqual(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05']);
  });

  it('from a Saturday, shows that Saturday and the next Monday to Friday', () => {
    expect(weekShown('2026-12-05')).toEqual(['2026-12-05', '2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11']);
  });

  it('from a Sunday, shows the week it starts', () => {
    expect(weekShown('2026-12-06')).toEqual(['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11', '2026-12-12']);
  });

  it('with Sundays open, shows Monday to Sunday, or from a weekend day that day and the six after it', () => {
    expect(weekShown('2026-12-02', true)).toEqual(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']);
    expect(weekShown('2026-12-06', true)).toEqual(['2026-12-06', '2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11', '2026-12-12']);
  });
});

describe('stepDay', () => {
  it('skips a Sunday the workshop is closed, and stops on one it opens', () => {
    expect(stepDay('2026-12-05', 1)).toBe('2026-12-07');
    expect(stepDay('2026-12-07', -1)).toBe('2026-12-05');
    expect(stepDay('2026-12-05', 1, true)).toBe('2026-12-06');
  });
});
