/**
 * The loop every outbox queue runs (mail, texts): rows are claimed in batches with FOR UPDATE SKIP
 * LOCKED under a short lease that a heartbeat renews while this worker holds them, so two
 * instances never send the same row and a crashed one delays its rows by one lease; each row is
 * recorded sent the moment the provider accepts it, so a crash duplicates at most the one in
 * flight. A failed send is retried with exponential back-off, and after the last attempt (or a
 * refusal no retry can change) the row is failed. A queue says how it claims, renews, releases,
 * sends and records; this class owns when.
 */
import { randomUUID } from 'node:crypto';
import type { Events, PubSub } from '../../shared/pubsub.js';

export interface LeasedWorkerOptions {
  pollMs: number;
  retryBaseMs: number;
  maxAttempts: number;
  /** How long a claim holds without renewal; renewed every third of it. */
  leaseMs: number;
  /**
   * Whether the server is busy answering requests: then the worker pauses between rows, so a
   * burst of bookings is answered first and its mail and texts follow (at least one row per pause).
   */
  busy?: () => boolean;
}

/** A claimed row: its key, and the attempts made before this one. */
export interface LeasedRow {
  id: string;
  attempts: number;
}

/** A failed attempt as the queue records it. */
export interface Failure {
  attempts: number;
  /** True: no attempt follows (the last one, or a refusal no retry can change). */
  final: boolean;
  /** When the next attempt is due, from now. */
  delayMs: number;
  message: string;
}

interface WorkerLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

const BATCH = 10;
/** The pause between two rows while the server is busy (so at most 40 a second). */
export const GIVE_WAY_MS = 25;
const MAX_BACKOFF_MS = 6 * 60 * 60 * 1000;

export abstract class LeasedWorker<Row extends LeasedRow, Sent = void> {
  /** This worker's name on the rows it leases. */
  readonly id = randomUUID();
  /** Where the worker reports; the server's logger once it exists. */
  log: WorkerLog | null = null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;
  private unsubscribe: (() => void) | null = null;

  protected constructor(
    /** The queue's name in the log ('outbox', 'sms'), and its rows' key there (`outboxId`, `smsId`). */
    private readonly name: string,
    private readonly logKey: string,
    private readonly pubsub: PubSub,
    /** The event that says a row was queued: the worker drains now rather than at its next poll. */
    private readonly queued: keyof Events,
    protected readonly options: LeasedWorkerOptions,
  ) {}

  /** The oldest due rows not leased by another worker (or whose lease ran out), leased to this one. */
  protected abstract claim(batch: number): Promise<Row[]>;
  /** Extends the lease of `ids`; answers the ones still this worker's. */
  protected abstract renew(ids: string[]): Promise<string[]>;
  /** Hands `ids` back to the queue at once (the worker stops before sending them). */
  protected abstract release(ids: string[]): Promise<void>;
  /** Sends one row; a throw is a failed attempt. */
  protected abstract send(row: Row): Promise<Sent>;
  /** Records a row sent; a throw stops the batch (the lease runs out for another instance). */
  protected abstract recordSent(row: Row, sent: Sent): Promise<void>;
  /** Records a failed attempt (its lease released), if the row is still this worker's. */
  protected abstract recordFailure(row: Row, failure: Failure): Promise<void>;
  /** Whether a send's error is a refusal that no retry can change. */
  protected permanent(_err: unknown): boolean {
    return false;
  }
  /** What follows a recorded send (never holds up the queue). */
  protected afterSent(_row: Row, _sent: Sent): void {}
  /** Called once the worker has stopped (e.g. to close the transport). */
  protected onStopped(): void {}
  /** What the log says of a row besides its key. */
  protected logFields(_row: Row): object {
    return {};
  }

  start(): void {
    this.stopped = false;
    this.unsubscribe = this.pubsub.on(this.queued, () => this.kick());
    this.timer = setInterval(() => this.kick(), this.options.pollMs);
    this.timer.unref();
    this.kick();
  }

  /** Runs a drain now, or once more right after the one in progress. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((err: unknown) => this.log?.error({ err }, `${this.name}: drain failed`))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /**
   * Stops polling, finishes the row in flight and releases the rest of its claim, so another
   * instance (or the next start) sends them at once instead of after the lease.
   */
  async stop(): Promise<void> {
    if (this.stopped && !this.running) return;
    this.stopped = true;
    this.unsubscribe?.();
    if (this.timer) clearInterval(this.timer);
    await this.running;
    this.onStopped();
  }

  /** Sends every due row, batch by batch, until none is due (or the worker stops). */
  async drain(): Promise<void> {
    while (!this.stopped) {
      const rows = await this.claim(BATCH);
      if (!rows.length) return;
      const held = new Set(rows.map((r) => r.id));
      const heartbeat = setInterval(() => void this.keep(held), Math.max(Math.floor(this.options.leaseMs / 3), 50));
      heartbeat.unref();
      try {
        // One at a time: composing a message is CPU work that must not starve the requests.
        for (const row of rows) {
          if (this.stopped) break;
          // A lease this worker could not renew may be another's by now: leave the row to it.
          if (held.has(row.id)) await this.deliver(row);
          held.delete(row.id);
          if (this.options.busy?.() && !this.stopped) await new Promise((resolve) => setTimeout(resolve, GIVE_WAY_MS));
        }
      } finally {
        clearInterval(heartbeat);
      }
      if (held.size) await this.release([...held]);
    }
  }

  /** Renews the rows still held; a row whose lease was lost is dropped from `held`. */
  private async keep(held: Set<string>): Promise<void> {
    if (!held.size) return;
    const ids = [...held];
    try {
      const still = new Set(await this.renew(ids));
      for (const id of ids) if (!still.has(id)) held.delete(id);
    } catch (err) {
      this.log?.warn({ err }, `${this.name}: could not renew the lease`);
    }
  }

  private async deliver(row: Row): Promise<void> {
    let sent: Sent;
    try {
      sent = await this.send(row);
    } catch (err) {
      await this.failed(row, err);
      return;
    }
    await this.recordSent(row, sent);
    this.log?.info({ [this.logKey]: row.id, ...this.logFields(row) }, `${this.name}: sent`);
    this.afterSent(row, sent);
  }

  private async failed(row: Row, err: unknown): Promise<void> {
    const attempts = row.attempts + 1;
    const final = this.permanent(err) || attempts >= this.options.maxAttempts;
    const delayMs = Math.min(this.options.retryBaseMs * 2 ** (attempts - 1), MAX_BACKOFF_MS);
    const message = (err instanceof Error ? err.message : String(err)).slice(0, 2000);
    await this.recordFailure(row, { attempts, final, delayMs, message });
    this.log?.[final ? 'error' : 'warn']({ [this.logKey]: row.id, attempts, err: message }, final ? `${this.name}: gave up` : `${this.name}: will retry`);
    if (!final) setTimeout(() => this.kick(), delayMs + 5).unref();
  }
}
