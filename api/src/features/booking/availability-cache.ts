/**
 * Per-date answer cache for the hot public read (booked and blocked times). Entries are
 * dropped on every change event (across instances through the pubsub); a generation
 * counter keeps a load that raced a change from storing a stale answer. While the pubsub may be
 * missing other instances' events, nothing is kept or answered from memory.
 */
import type { PubSub } from '../../shared/pubsub.js';
import { listen, watchedTopics } from '../../platform/changes/announcements.js';
import { appointmentChanges, blockedPeriodChanges } from './appointment.changes.js';
import { DEFAULT_HOURS, type WeekHours } from './opening-hours.js';

export interface TakenTimes {
  /** Every booked appointment of the date: its id and time (by id, so a booking both loaded and applied here counts once). */
  booked: Array<[id: string, time: string]>;
  blocked: string[];
  /** How many appointments one time can hold. */
  bays: number;
  /** The opening hours the load was made under (the default week when not said). */
  hours?: WeekHours;
}

export interface DateAvailability {
  /** Every booked appointment of the date: id → time. */
  booked: ReadonlyMap<string, string>;
  bays: number;
  /** Full (as many booked appointments as bays) or blocked times of the date, sorted. */
  unavailable: string[];
  unavailableSet: ReadonlySet<string>;
  blocked: ReadonlySet<string>;
  /** `{"unavailableSlots":[...]}`, ready to send. */
  json: string;
  /** True when the workshop is closed all day. */
  closed: boolean;
  /** Opening slots neither booked nor blocked, before the clock has its say (opening-hours.ts stillBookable). */
  bookable: readonly string[];
  hours: WeekHours;
}

const MAX_ENTRIES = 2000;

/**
 * What changes a date's times: every declared change of appointments and blocked periods (and of
 * anything else that raises `availability.changed`), heard by date through that event; a kind that
 * does not raise it drops every date.
 */
const WATCHED = watchedTopics('availability.changed', appointmentChanges, blockedPeriodChanges);

function entryOf(date: string, booked: ReadonlyMap<string, string>, blocked: ReadonlySet<string>, bays: number, hours: WeekHours): DateAvailability {
  const held = new Map<string, number>();
  for (const t of booked.values()) held.set(t, (held.get(t) ?? 0) + 1);
  const full = [...held].filter(([, n]) => n >= bays).map(([t]) => t);
  const unavailable = [...new Set([...full, ...blocked])].sort();
  const unavailableSet = new Set(unavailable);
  return {
    booked,
    bays,
    unavailable,
    unavailableSet,
    blocked,
    json: JSON.stringify({ unavailableSlots: unavailable }),
    closed: hours.isClosedDay(date),
    bookable: hours.openingSlots(date).filter((t) => !unavailableSet.has(t)),
    hours,
  };
}

export class AvailabilityCache {
  private readonly entries = new Map<string, DateAvailability>();
  private readonly generations = new Map<string, number>();
  private globalGeneration = 0;
  /** Counts every change applied here (a booking, an invalidation): see `version`. */
  private changes = 0;
  /** Loads in flight per date, and the times booked here on a date while one was in flight. */
  private readonly loading = new Map<string, number>();
  private readonly bookedWhileLoading = new Map<string, Map<string, string>>();
  /** The load each date's misses share, with the generation it began in. */
  private readonly inFlight = new Map<string, { generation: string; answer: Promise<DateAvailability> }>();
  private readonly unsubscribe: () => void;
  /** Marks the change events this cache already applied itself. */
  readonly origin = Math.random().toString(36).slice(2);

  constructor(
    private readonly pubsub: PubSub,
    private readonly load: (date: string) => Promise<TakenTimes>,
  ) {
    this.unsubscribe = listen(pubsub, WATCHED, (event) => {
      if (event.topic !== 'availability.changed') this.invalidate(null);
      else if (event.payload.origin !== this.origin) this.invalidate(event.payload.dates);
    });
  }

  /**
   * Applies a booking made here (after its commit) without a reload. A load of the date still in
   * flight may have read before that commit: the time is kept for it to add (`get`), so the load
   * is not wasted. Under a run of bookings on one date, discarding such loads made nearly every
   * booking reload its date.
   */
  markBooked(date: string, time: string, id: string): void {
    this.changes++;
    if (this.loading.has(date)) {
      this.bookedWhileLoading.set(date, (this.bookedWhileLoading.get(date) ?? new Map<string, string>()).set(id, time));
    }
    const current = this.entries.get(date);
    if (current && this.pubsub.healthy) this.entries.set(date, entryOf(date, new Map(current.booked).set(id, time), current.blocked, current.bays, current.hours));
  }

  /** The cached answer for a date, if there is one (no loading). None while changes may be missed. */
  peek(date: string): DateAvailability | undefined {
    return this.pubsub.healthy ? this.entries.get(date) : undefined;
  }

  /**
   * The answer for a date, loaded on a miss. Requests that miss the same date while its load is in
   * flight share that load (a run of bookings reaching a new date made one load each), unless a
   * change came after the load began: they load afresh.
   */
  get(date: string): Promise<DateAvailability> {
    const hit = this.peek(date);
    if (hit) return Promise.resolve(hit);
    const before = this.generation(date);
    const shared = this.inFlight.get(date);
    if (shared && shared.generation === before) return shared.answer;
    const answer = this.loadEntry(date, before);
    this.inFlight.set(date, { generation: before, answer });
    const forget = () => {
      if (this.inFlight.get(date)?.answer === answer) this.inFlight.delete(date);
    };
    answer.then(forget, forget);
    return answer;
  }

  private async loadEntry(date: string, before: string): Promise<DateAvailability> {
    this.loading.set(date, (this.loading.get(date) ?? 0) + 1);
    let taken: TakenTimes;
    try {
      taken = await this.load(date);
    } finally {
      const left = this.loading.get(date)! - 1;
      if (left) this.loading.set(date, left);
      else this.loading.delete(date);
    }
    const bookedHere = this.bookedWhileLoading.get(date);
    if (!this.loading.has(date)) this.bookedWhileLoading.delete(date);
    const entry = entryOf(date, new Map(bookedHere ? [...taken.booked, ...bookedHere] : taken.booked), new Set(taken.blocked), taken.bays, taken.hours ?? DEFAULT_HOURS);
    // Kept only if no other change came meanwhile, and only while every change can be heard.
    if (this.generation(date) === before && this.pubsub.healthy) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(date, entry);
    }
    return entry;
  }

  invalidate(dates: string[] | null): void {
    this.changes++;
    if (dates === null) {
      this.globalGeneration++;
      this.entries.clear();
      this.bookedWhileLoading.clear();
      return;
    }
    for (const date of dates) {
      this.generations.set(date, (this.generations.get(date) ?? 0) + 1);
      this.entries.delete(date);
      // A cancellation may have freed one of them: loads in flight are discarded anyway.
      this.bookedWhileLoading.delete(date);
    }
  }

  /** Moves with every change of any date's booked or blocked times; null while changes may be missed. */
  version(): number | null {
    return this.pubsub.healthy ? this.changes : null;
  }

  close(): void {
    this.unsubscribe();
  }

  private generation(date: string): string {
    return `${this.globalGeneration}:${this.generations.get(date) ?? 0}`;
  }
}
