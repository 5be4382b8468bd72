/**
 * Per-date answer cache for the hot public read (booked and blocked times). Entries are
 * dropped on every change event (across instances through the pubsub); a generation
 * counter keeps a load that raced a change from storing a stale answer. While the pubsub may be
 * missing other instances' events, nothing is kept or answered from memory.
 */
import type { PubSub } from '../../shared/pubsub.js';
import { isClosedDay, openingSlots } from './opening-hours.js';

export interface TakenTimes {
  booked: string[];
  blocked: string[];
}

export interface DateAvailability {
  /** Booked or blocked times of the date, sorted. */
  unavailable: string[];
  unavailableSet: ReadonlySet<string>;
  blocked: ReadonlySet<string>;
  /** `{"unavailableSlots":[...]}`, ready to send. */
  json: string;
  /** True when the workshop is closed all day. */
  closed: boolean;
  /** Opening slots neither booked nor blocked, before the clock has its say (opening-hours.ts stillBookable). */
  bookable: readonly string[];
}

const MAX_ENTRIES = 2000;

function entryOf(date: string, booked: readonly string[], blocked: ReadonlySet<string>): DateAvailability {
  const unavailable = [...new Set([...booked, ...blocked])].sort();
  const unavailableSet = new Set(unavailable);
  return {
    unavailable,
    unavailableSet,
    blocked,
    json: JSON.stringify({ unavailableSlots: unavailable }),
    closed: isClosedDay(date),
    bookable: openingSlots(date).filter((t) => !unavailableSet.has(t)),
  };
}

export class AvailabilityCache {
  private readonly entries = new Map<string, DateAvailability>();
  private readonly generations = new Map<string, number>();
  private globalGeneration = 0;
  private readonly unsubscribe: () => void;
  /** Marks the change events this cache already applied itself. */
  readonly origin = Math.random().toString(36).slice(2);

  constructor(
    private readonly pubsub: PubSub,
    private readonly load: (date: string) => Promise<TakenTimes>,
  ) {
    this.unsubscribe = pubsub.on('availability.changed', ({ dates, origin }) => {
      if (origin !== this.origin) this.invalidate(dates);
    });
  }

  /** Applies a booking made here without a reload; loads in flight for the date are discarded. */
  markBooked(date: string, time: string): void {
    const current = this.entries.get(date);
    this.invalidate([date]);
    if (current && this.pubsub.healthy) this.entries.set(date, entryOf(date, [...current.unavailableSet].filter((t) => !current.blocked.has(t)).concat(time), current.blocked));
  }

  /** The cached answer for a date, if there is one (no loading). None while changes may be missed. */
  peek(date: string): DateAvailability | undefined {
    return this.pubsub.healthy ? this.entries.get(date) : undefined;
  }

  async get(date: string): Promise<DateAvailability> {
    const hit = this.peek(date);
    if (hit) return hit;
    const before = this.generation(date);
    const taken = await this.load(date);
    const entry = entryOf(date, taken.booked, new Set(taken.blocked));
    // Kept only if no change event came meanwhile, and only while every change can be heard.
    if (this.generation(date) === before && this.pubsub.healthy) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(date, entry);
    }
    return entry;
  }

  invalidate(dates: string[] | null): void {
    if (dates === null) {
      this.globalGeneration++;
      this.entries.clear();
      return;
    }
    for (const date of dates) {
      this.generations.set(date, (this.generations.get(date) ?? 0) + 1);
      this.entries.delete(date);
    }
  }

  close(): void {
    this.unsubscribe();
  }

  private generation(date: string): string {
    return `${this.globalGeneration}:${this.generations.get(date) ?? 0}`;
  }
}
