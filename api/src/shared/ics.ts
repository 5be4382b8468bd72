/** iCalendar (RFC 5545) events in the workshop's local time, with the zone's rules included. */

export interface CalendarEvent {
  uid: string;
  /** yyyy-MM-dd and HH:mm, wall clock in `timeZone`. */
  date: string;
  time: string;
  durationMinutes: number;
  summary: string;
  description: string;
  location: string;
  organizer?: { name: string; email: string };
  timeZone: string;
  method: 'PUBLISH' | 'CANCEL';
  stamp: Date;
  /** Its revision (RFC 5545 SEQUENCE): higher each time the event moves, so calendars update it. */
  sequence: number;
}

/** VTIMEZONE blocks for the zones we serve; others fall back to UTC-free floating TZID. */
const VTIMEZONES: Record<string, string[]> = {
  'Australia/Melbourne': [
    'BEGIN:VTIMEZONE',
    'TZID:Australia/Melbourne',
    'BEGIN:STANDARD',
    'DTSTART:20080406T030000',
    'RRULE:FREQ=YEARLY;BYMONTH=4;BYDAY=1SU',
    'TZOFFSETFROM:+1100',
    'TZOFFSETTO:+1000',
    'TZNAME:AEST',
    'END:STANDARD',
    'BEGIN:DAYLIGHT',
    'DTSTART:20081005T020000',
    'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=1SU',
    'TZOFFSETFROM:+1000',
    'TZOFFSETTO:+1100',
    'TZNAME:AEDT',
    'END:DAYLIGHT',
    'END:VTIMEZONE',
  ],
};

function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets are folded, as RFC 5545 requires. */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  for (const ch of line) {
    if (Buffer.byteLength(current + ch, 'utf8') > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = ch;
    } else current += ch;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function localStamp(date: string, time: string): string {
  return `${date.replace(/-/g, '')}T${time.replace(':', '')}00`;
}

function addMinutes(date: string, time: string, minutes: number): { date: string; time: string } {
  const [y, mo, d] = date.split('-').map(Number);
  const [h, mi] = time.split(':').map(Number);
  const dt = new Date(Date.UTC(y, mo - 1, d, h, mi + minutes));
  return { date: dt.toISOString().slice(0, 10), time: dt.toISOString().slice(11, 16) };
}

export function buildCalendar(event: CalendarEvent): string {
  const end = addMinutes(event.date, event.time, event.durationMinutes);
  const utcStamp = event.stamp.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Workshop//Appointments//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    ...(VTIMEZONES[event.timeZone] ?? []),
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp}`,
    `DTSTART;TZID=${event.timeZone}:${localStamp(event.date, event.time)}`,
    `DTEND;TZID=${event.timeZone}:${localStamp(end.date, end.time)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    ...(event.organizer ? [`ORGANIZER;CN=${escapeText(event.organizer.name)}:mailto:${event.organizer.email}`] : []),
    `STATUS:${event.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    `SEQUENCE:${event.sequence}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}
