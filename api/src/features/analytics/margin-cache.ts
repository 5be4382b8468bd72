/**
 * A period's margin, kept until something in it may have changed: the analytics page asks for the
 * same period on every visit and every live refresh, and a year's margin reads every line of
 * thousands of invoices. Dropped on any change of an invoice, a job card or a time entry, and when
 * the settings (the cost rates) are saved; kept only while every change can be heard (the pubsub
 * healthy), only when no change came while it was read, and at most a minute (a time entry still
 * running on an invoiced job counts up to now). What is kept is shared by every reader: never changed after.
 */
import type { PubSub, Topic } from '../../shared/pubsub.js';
import { listen, recordTopics } from '../../platform/changes/announcements.js';
import { invoiceChanges } from '../invoices/public.js';
import { jobCardChanges } from '../jobcards/public.js';
import { timeEntryChanges } from '../time-clock/public.js';
import type { MarginFigures } from './margin-figures.js';

/** What a margin is made of: invoices (and the parts they fitted), job cards, time entries, the cost rates; and a pubsub that may have missed events. */
const MARGIN_TOPICS: Topic[] = [...recordTopics(invoiceChanges, jobCardChanges, timeEntryChanges), 'settings.changed', 'pubsub.reset'];

/** Periods kept at once (each timeframe of a few days); the oldest goes first. */
const MAX_PERIODS = 16;
/** A kept margin is read again after this long. */
const MAX_AGE_MS = 60_000;

export class MarginCache {
  private readonly entries = new Map<string, { at: number; value: MarginFigures }>();
  /** Grows with every change: a read that began in an older generation is not kept. */
  private generation = 0;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly pubsub: PubSub,
    private readonly now: () => Date,
  ) {
    this.unsubscribe = listen(pubsub, MARGIN_TOPICS, () => this.forget());
  }

  /** The margin of [start, end), read by `load` when it is not kept. */
  async get(start: Date, end: Date, load: () => Promise<MarginFigures>): Promise<MarginFigures> {
    const key = `${start.toISOString()}/${end.toISOString()}`;
    const at = this.now().getTime();
    const kept = this.pubsub.healthy ? this.entries.get(key) : undefined;
    if (kept && at >= kept.at && at - kept.at < MAX_AGE_MS) return kept.value;
    const before = this.generation;
    const value = await load();
    if (this.generation === before && this.pubsub.healthy) {
      this.entries.delete(key);
      if (this.entries.size >= MAX_PERIODS) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, { at, value });
    }
    return value;
  }

  /** Drops every kept margin. */
  forget(): void {
    this.generation++;
    this.entries.clear();
  }

  close(): void {
    this.unsubscribe();
  }
}
