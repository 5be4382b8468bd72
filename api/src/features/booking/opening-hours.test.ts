import { describe, expect, it } from 'vitest';
import { toLocal } from '../../shared/time.js';
import { availableSlots, isClosedDay, openingSlots } from './opening-hours.js';

const MEL = 'Australia/Melbourne';
const at = (iso: string) => toLocal(new Date(iso), MEL);
const none = new Set<string>();

describe('opening slots', () => {
  it('offers 09:00 to 16:30 every half hour on weekdays', () => {
    const slots = openingSlots('2026-11-23'); // Monday
    expect(slots).toHaveLength(16);
    expect(slots[0]).toBe('09:00');
    expect(slots[1]).toBe('09:30');
    expect(slots.at(-1)).toBe('16:30');
  });

  it('offers 09:00 to 12:30 on Saturdays and nothing on Sundays', () => {
    expect(openingSlots('2026-11-28')).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30']);
    expect(openingSlots('2026-11-29')).toEqual([]);
    expect(isClosedDay('2026-11-29')).toBe(true);
  });
});

describe('available slots (process TZ=UTC, workshop in Melbourne)', () => {
  it('removes times already past today in Melbourne, not in UTC', () => {
    // 05:10 UTC on Mon 23 Nov is 16:10 AEDT: only 16:30 is left.
    expect(availableSlots('2026-11-23', at('2026-11-23T05:10:00Z'), none)).toEqual(['16:30']);
    // 14:30 UTC on Sun 22 Nov is already Monday 01:30 in Melbourne: Monday is today and wholly open.
    expect(availableSlots('2026-11-23', at('2026-11-22T14:30:00Z'), none)).toHaveLength(16);
  });

  it('offers nothing on a day that is already over in Melbourne', () => {
    // 14:30 UTC on 22 Nov: the 22nd is yesterday in Melbourne, though still today in UTC.
    expect(availableSlots('2026-11-20', at('2026-11-22T14:30:00Z'), none)).toEqual([]);
  });

  it('treats the slot starting this very minute as passed', () => {
    // 23:00 UTC on 22 Nov is 10:00 AEDT on the 23rd: 10:00 has started, 10:30 is next.
    expect(availableSlots('2026-11-23', at('2026-11-22T23:00:00Z'), none)[0]).toBe('10:30');
  });

  it('counts passed times in AEST on the Saturday before daylight saving starts', () => {
    // Sat 3 Oct 2026, 09:45 AEST (+10) = 23:45 UTC on the 2nd.
    expect(availableSlots('2026-10-03', at('2026-10-02T23:45:00Z'), none)[0]).toBe('10:00');
  });

  it('counts passed times in AEDT on the Monday after daylight saving starts', () => {
    // Mon 5 Oct 2026, 10:15 AEDT (+11) = 23:15 UTC on the 4th.
    expect(availableSlots('2026-10-05', at('2026-10-04T23:15:00Z'), none)[0]).toBe('10:30');
  });

  it('counts passed times in AEDT on the Saturday before daylight saving ends', () => {
    // Sat 4 Apr 2026, 09:05 AEDT (+11) = 22:05 UTC on the 3rd.
    expect(availableSlots('2026-04-04', at('2026-04-03T22:05:00Z'), none)[0]).toBe('09:30');
  });

  it('counts passed times in AEST on the Monday after daylight saving ends', () => {
    // Mon 6 Apr 2026, 09:15 AEST (+10) = 23:15 UTC on the 5th.
    expect(availableSlots('2026-04-06', at('2026-04-05T23:15:00Z'), none)[0]).toBe('09:30');
  });

  it('keeps every opening slot on a future day and drops the unavailable ones', () => {
    const now = at('2026-11-23T05:10:00Z');
    const slots = availableSlots('2026-11-24', now, new Set(['09:00', '13:30']));
    expect(slots).toHaveLength(14);
    expect(slots).not.toContain('09:00');
    expect(slots).not.toContain('13:30');
  });
});
