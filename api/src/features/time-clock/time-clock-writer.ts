/**
 * Clock-ons with group commit (as the autosave writes job cards). A clock-on is sent at once when
 * nothing is being written; the clock-ons that arrive while a round is out (a whole workshop
 * tapping Clock on at the start of a shift) wait for it and go together in the next round: ONE
 * statement (clockOnBatch), or two halves side by side on two connections, each one round trip
 * and one commit for all of its clock-ons, where each was a statement and a commit of its own.
 * A technician is in a round at most once: their next clock-on waits for the one in progress, so
 * their clock-ons land in the order they were made. When a grouped statement fails as a whole
 * (another instance made an open entry for one of them at the same moment), each of its clock-ons
 * is made again on its own, and the caller's usual retry answers the clash. For a PostgreSQL
 * server outside a caller's transaction only.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { inOrderPerKey } from '../../shared/turns.js';
import { clockOnBatch, clockOnStatement, type ClockOnFacts, type ClockOnRow } from './time-clock-sql.js';

const MAX_BATCH = 64;
/**
 * From this many queued clock-ons, a round is two statements of half each, on two pooled
 * connections: PostgreSQL writes them side by side (a shift's start is a burst of thirty).
 */
const SPLIT_FROM = 16;

interface Pending {
  facts: ClockOnFacts;
  done: (row: ClockOnRow) => void;
  fail: (err: unknown) => void;
}

export class ClockOnWriter {
  private queue: Pending[] = [];
  private scheduled = false;
  /** A round of statements is out: what queues meanwhile goes in the next round, when it is back. */
  private writing = false;
  /** Each technician's clock-ons one after another: the next one waits for the one in progress. */
  private readonly inOrder = inOrderPerKey();

  /** `em`: the application's (its connection pool writes the batches). */
  constructor(private readonly em: EntityManager) {}

  /** The clock-on's row (see clockOnStatement); a statement's error as the single statement raises it. */
  clockOn(facts: ClockOnFacts): Promise<ClockOnRow> {
    const enqueue = () =>
      new Promise<ClockOnRow>((done, fail) => {
        this.queue.push({ facts, done, fail });
        if (!this.scheduled && !this.writing) {
          this.scheduled = true;
          setImmediate(() => this.flush());
        }
      });
    return this.inOrder(facts.technicianId, enqueue);
  }

  /**
   * Sends what is queued as one round (one statement, or two halves side by side), unless a round
   * is out: the clock-ons that arrive while it is meet in the next, sent when it is back.
   */
  private flush(): void {
    this.scheduled = false;
    if (this.writing || !this.queue.length) return;
    const queued = this.queue.splice(0, 2 * MAX_BATCH);
    const half = queued.length >= SPLIT_FROM ? Math.ceil(queued.length / 2) : queued.length;
    this.writing = true;
    void Promise.all([this.writeBatch(queued.slice(0, half)), queued.length > half ? this.writeBatch(queued.slice(half)) : null]).finally(() => {
      this.writing = false;
      this.flush();
    });
  }

  private async writeBatch(batch: Pending[]): Promise<void> {
    if (batch.length === 1) return this.writeAlone(batch[0]);
    let rows: ClockOnRow[] | null = null;
    try {
      rows = await clockOnBatch(this.em, batch.map((p) => p.facts));
    } catch {
      // One statement failed for all: each again on its own below, so only the one that clashed fails.
    }
    if (rows?.length === batch.length) {
      batch.forEach((p, i) => p.done(rows[i]));
      return;
    }
    for (const p of batch) await this.writeAlone(p);
  }

  private writeAlone(p: Pending): Promise<void> {
    return clockOnStatement(this.em, p.facts, true).then(p.done, p.fail);
  }
}
