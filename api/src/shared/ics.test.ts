import { describe, expect, it } from 'vitest';
import { buildCalendar } from './ics.js';

describe('calendar invitation', () => {
  const ics = buildCalendar({
    uid: 'abc@example.com',
    date: '2026-10-05',
    time: '09:30',
    durationMinutes: 30,
    summary: 'Logbook Servicing, Truganina Auto Care',
    description: 'Line one\nLine two; with, punctuation',
    location: '12 Industrial Drive, Truganina VIC 3029',
    timeZone: 'Australia/Melbourne',
    method: 'PUBLISH',
    stamp: new Date('2026-09-01T00:00:00Z'),
    sequence: 0,
  });

  it('states the start and end in Melbourne wall-clock time with the zone rules included', () => {
    expect(ics).toContain('DTSTART;TZID=Australia/Melbourne:20261005T093000');
    expect(ics).toContain('DTEND;TZID=Australia/Melbourne:20261005T100000');
    expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:Australia/Melbourne');
    expect(ics).toContain('RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=1SU');
  });

  it('escapes text and uses CRLF line endings', () => {
    expect(ics).toContain('SUMMARY:Logbook Servicing\\, Truganina Auto Care');
    expect(ics).toContain('DESCRIPTION:Line one\\nLine two\\; with\\, punctuation');
    expect(ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });
});
