/**
 * The diary's answers (REST's compressed text, GraphQL's days), kept per range until something in
 * them changes. The diary page reads a week on every live change and every staff screen reads the
 * same weeks: a busy week is 600 appointments, a few hundred kilobytes to read, lay out and
 * compress. Kept only while every change can be heard (the pubsub healthy), and only when no
 * change came while it was read. What is kept is shared by every reader: never changed after.
 */
import type { PubSub } from '../../shared/pubsub.js';
import { listen, watchedTopics } from '../../platform/changes/announcements.js';
import { appointmentChanges, blockedPeriodChanges } from '../booking/public.js';
import { customerChanges } from '../customers/public.js';
import { jobCardChanges } from '../jobcards/public.js';
import { diaryChanges } from './diary.changes.js';

/** Ranges kept at once (a few staff screens on a few weeks each); the oldest goes first. */
const MAX_RANGES = 32;

/**
 * What changes a diary: every declared change of appointments, blocked periods, the bays, job cards
 * and customers. Those that raise `availability.changed` are heard by its dates; the others (job
 * cards, customers) may show on any day.
 */
export const DIARY_TOPICS = watchedTopics('availability.changed', appointmentChanges, blockedPeriodChanges, diaryChanges, jobCardChanges, customerChanges);

interface Entry<T> {
  from: string;
  to: string;
  value: T;
}

export class DiaryCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  /** Grows with every change: a read that began in an older generation is not kept. */
  private generation = 0;
  private readonly unsubscribe: () => void;

  constructor(private readonly pubsub: PubSub) {
    this.unsubscribe = listen(pubsub, DIARY_TOPICS, (event) => this.forget(event.topic === 'availability.changed' ? event.payload.dates : null));
  }

  /** The answer for a range (yyyy-MM-dd, validated), read by `load` when it is not kept. */
  async get(from: string, to: string, load: () => Promise<T>): Promise<T> {
    const key = `${from}/${to}`;
    const kept = this.pubsub.healthy ? this.entries.get(key) : undefined;
    if (kept) return kept.value;
    const before = this.generation;
    const value = await load();
    if (this.generation === before && this.pubsub.healthy) {
      this.entries.delete(key);
      if (this.entries.size >= MAX_RANGES) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, { from, to, value });
    }
    return value;
  }

  /** Moves with every change a kept range could show; null while changes cannot all be heard. */
  version(): number | null {
    return this.pubsub.healthy ? this.generation : null;
  }

  /** Drops the ranges holding any of `dates` (every range when null). */
  forget(dates: string[] | null): void {
    this.generation++;
    if (dates === null) return this.entries.clear();
    for (const [key, entry] of this.entries) {
      if (dates.some((date) => date >= entry.from && date <= entry.to)) this.entries.delete(key);
    }
  }

  close(): void {
    this.unsubscribe();
  }
}
