import { describe, expect, it } from 'vitest';
import { fromLocal, isIsoDate, longDate, toLocal, weekday, workshopDay } from './time.js';

const MEL = 'Australia/Melbourne';

describe('workshop time', () => {
  it('runs this suite with the process in UTC, so nothing leans on the server zone', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('UTC');
    expect(new Date('2026-11-22T00:00:00Z').getTimezoneOffset()).toBe(0);
  });

  it('gives the Melbourne wall clock when the UTC date is still yesterday', () => {
    // 14:30 UTC on Sunday 22 Nov is 01:30 on Monday 23 Nov in Melbourne (AEDT, +11).
    expect(toLocal(new Date('2026-11-22T14:30:00Z'), MEL)).toMatchObject({ date: '2026-11-23', time: '01:30' });
  });

  it('moves from 01:59 AEST to 03:00 AEDT when daylight saving starts (4 Oct 2026)', () => {
    expect(toLocal(new Date('2026-10-03T15:59:00Z'), MEL)).toMatchObject({ date: '2026-10-04', time: '01:59' });
    expect(toLocal(new Date('2026-10-03T16:00:00Z'), MEL)).toMatchObject({ date: '2026-10-04', time: '03:00' });
  });

  it('moves from 02:59 AEDT back to 02:00 AEST when daylight saving ends (5 Apr 2026)', () => {
    expect(toLocal(new Date('2026-04-04T15:59:00Z'), MEL)).toMatchObject({ date: '2026-04-05', time: '02:59' });
    expect(toLocal(new Date('2026-04-04T16:00:00Z'), MEL)).toMatchObject({ date: '2026-04-05', time: '02:00' });
  });

  it('finds the instant of a wall-clock time on either side of both changes', () => {
    expect(fromLocal('2026-10-03', '09:00', MEL).toISOString()).toBe('2026-10-02T23:00:00.000Z');
    expect(fromLocal('2026-10-05', '09:00', MEL).toISOString()).toBe('2026-10-04T22:00:00.000Z');
    expect(fromLocal('2026-04-04', '09:00', MEL).toISOString()).toBe('2026-04-03T22:00:00.000Z');
    expect(fromLocal('2026-04-06', '09:00', MEL).toISOString()).toBe('2026-04-05T23:00:00.000Z');
  });

  it('knows real calendar dates and their weekdays', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('26-11-23')).toBe(false);
    expect(weekday('2026-11-22')).toBe(0);
    expect(weekday('2026-11-28')).toBe(6);
  });
});

describe('day headings', () => {
  it('reads "Wednesday 25 November 2026": weekday, day, month, year, no comma, whatever the ICU data', () => {
    expect(longDate('2026-11-25')).toBe('Wednesday 25 November 2026');
    expect(longDate('2027-01-03')).toBe('Sunday 3 January 2027');
    expect(longDate('2028-02-29')).toBe('Tuesday 29 February 2028');
  });

  it('heads an instant with its workshop day', () => {
    // 13:30 UTC on 25 November is 00:30 on the 26th in Melbourne (AEDT, +11).
    expect(workshopDay(new Date('2026-11-25T13:30:00Z'), 'Australia/Melbourne')).toEqual({ date: '2026-11-26', label: 'Thursday 26 November 2026' });
  });
});
