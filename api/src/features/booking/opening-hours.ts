/**
 * The workshop's opening hours and appointment slots: the one source of these rules. The hours
 * per weekday are the owner's (settings), by default Monday to Friday 9:00 AM to 5:30 PM, Saturday
 * 9:00 AM to 1:00 PM, Sunday closed. Slots are wall-clock times in the business time zone, 30
 * minutes apart. Staff may book any half hour of the opening hours; the public form's last slot
 * starts an hour before closing, half an hour before on a short day (4 hours or less).
 */
import { SLOT_MINUTES } from '../../shared/booking-slots.js';
import { hhmm, minutesOf, weekday, type LocalDateTime } from '../../shared/time.js';

export { SLOT_MINUTES };

/** One weekday's hours (0 = Sunday): open and close 'HH:mm', or closed all day. */
export type DayHours = { weekday: number; open: string; close: string } | { weekday: number; closed: true };

export const DEFAULT_DAYS: readonly DayHours[] = [
  { weekday: 0, closed: true },
  ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, open: '09:00', close: '17:30' })),
  { weekday: 6, open: '09:00', close: '13:00' },
];

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** '13:00' → '1:00 PM'. */
export function clockLabel(time: string): string {
  const [h, m] = time.split(':').map(Number);
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

function slotsBetween(from: number, lastStart: number): readonly string[] {
  const slots: string[] = [];
  for (let m = from; m <= lastStart; m += SLOT_MINUTES) slots.push(hhmm(m));
  return Object.freeze(slots);
}

/** A week of opening hours and the slots they give. */
export class WeekHours {
  readonly days: ReadonlyArray<{ open: string; close: string } | null>;
  private readonly publicSlots: ReadonlyArray<readonly string[]>;
  private readonly staffSlotList: ReadonlyArray<readonly string[]>;

  constructor(days: readonly DayHours[]) {
    const byDay = new Map(days.map((d) => [d.weekday, d]));
    this.days = WEEKDAY_NAMES.map((_, i) => {
      const d = byDay.get(i);
      return !d || 'closed' in d ? null : { open: d.open, close: d.close };
    });
    this.publicSlots = this.days.map((d) => {
      if (!d) return Object.freeze([]);
      const open = minutesOf(d.open);
      const close = minutesOf(d.close);
      return slotsBetween(open, close - (close - open <= 240 ? SLOT_MINUTES : 2 * SLOT_MINUTES));
    });
    this.staffSlotList = this.days.map((d) => (d ? slotsBetween(minutesOf(d.open), minutesOf(d.close) - SLOT_MINUTES) : Object.freeze([])));
  }

  /** The hours as the api answers them: 7 days from Sunday. */
  toDays(): DayHours[] {
    return this.days.map((d, weekday) => (d ? { weekday, ...d } : { weekday, closed: true as const }));
  }

  isClosedDay(date: string): boolean {
    return this.days[weekday(date)] === null;
  }

  /** When the workshop opens and closes on a date ('HH:mm'), or null when it is closed all day. */
  openingOf(date: string): { open: string; close: string } | null {
    return this.days[weekday(date)];
  }

  /** Every half hour of a date's opening hours: the times staff may book. */
  staffSlots(date: string): readonly string[] {
    return this.staffSlotList[weekday(date)];
  }

  /** Every slot of each weekday (0 = Sunday) the public form offers, ignoring bookings and the clock. */
  weekdaySlots(): ReadonlyArray<readonly string[]> {
    return this.publicSlots;
  }

  /** Every public slot of a date, ignoring bookings and the clock. */
  openingSlots(date: string): readonly string[] {
    return this.publicSlots[weekday(date)];
  }

  isOpeningSlot(date: string, time: string): boolean {
    return this.openingSlots(date).includes(time);
  }

  /** The weekday's name ('Sunday'). */
  dayName(date: string): string {
    return WEEKDAY_NAMES[weekday(date)];
  }

  /** Opening hours as shown to people: runs of weekdays with the same hours, from Monday, Sunday last. */
  shown(): Array<{ days: string; hours: string }> {
    const order = [1, 2, 3, 4, 5, 6, 0];
    const label = (d: { open: string; close: string } | null) => (d ? `${clockLabel(d.open)} – ${clockLabel(d.close)}` : 'Closed');
    const runs: Array<{ from: number; to: number; hours: string }> = [];
    for (const i of order) {
      const hours = label(this.days[i]);
      const last = runs.at(-1);
      if (last && last.hours === hours && i !== 0) last.to = i;
      else runs.push({ from: i, to: i, hours });
    }
    return runs.map((r) => ({ days: r.from === r.to ? WEEKDAY_NAMES[r.from] : `${WEEKDAY_NAMES[r.from]} – ${WEEKDAY_NAMES[r.to]}`, hours: r.hours }));
  }
}

export const DEFAULT_HOURS = new WeekHours(DEFAULT_DAYS);

/** Every public slot of a date under the given hours (the default week when none), ignoring bookings and the clock. */
export function openingSlots(date: string, hours: WeekHours = DEFAULT_HOURS): readonly string[] {
  return hours.openingSlots(date);
}

export function isClosedDay(date: string, hours: WeekHours = DEFAULT_HOURS): boolean {
  return hours.isClosedDay(date);
}

/**
 * Slots still bookable on a date: opening slots, minus those already past when the date is
 * today (in the business zone), minus the unavailable ones (booked or blocked).
 */
export function availableSlots(date: string, now: LocalDateTime, unavailable: ReadonlySet<string>, hours: WeekHours = DEFAULT_HOURS): readonly string[] {
  return stillBookable(date, now, hours.openingSlots(date).filter((t) => !unavailable.has(t)));
}

/** Of a date's bookable slots (opening slots neither booked nor blocked), those not past at `now`. */
export function stillBookable(date: string, now: LocalDateTime, bookable: readonly string[]): readonly string[] {
  if (date < now.date) return [];
  return date === now.date ? bookable.filter((t) => t > now.time) : bookable;
}
