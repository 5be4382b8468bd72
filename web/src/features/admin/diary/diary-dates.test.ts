/** The week the diary shows: Monday to Saturday, but never a week that is ending (a Saturday shows Saturday onwards). */
import { describe, expect, it } from 'vitest';
import { weekShown } from './diary-dates';

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
});
