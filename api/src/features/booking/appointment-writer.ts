/**
 * The hot write of bookings, with group commit: bookings that arrive in the same event-loop turn
 * (under load: while the previous statement runs, below) are inserted, with their outbox rows and
 * audit records, by ONE statement (one round trip, one commit). The
 * database decides every race: the slot-capacity trigger skips a booking whose slot already holds
 * as many booked appointments as the workshop has bays (db/sql/appointment-before-insert.sql), and the
 * blocked-period trigger refuses one inside a blocked period.
 * Only the mail and texts of inserted appointments are queued. If a grouped statement fails as a whole (a
 * blocked slot, a deadlock, a bad value), its bookings are written again one by one, so only the
 * faulty one fails; one that loses a deadlock on its own is written again. Under light load a
 * batch is a single booking.
 *
 * One grouped statement is in flight at a time, and the bookings that arrive meanwhile wait and go
 * together in the next: under load the batches are larger and the statements fewer (each has a
 * parse, a plan check, an executor start, a commit). The next batch goes out beside it only once
 * the one in flight has taken HOLD_MS (e.g. waiting on a lock held by a member of staff's change),
 * so a slow statement never holds the rest up for long. Booking run, fresh database, 50
 * connections, alternating with every statement in flight at once (batches of about 8 bookings):
 * PostgreSQL's CPU 352-363 -> 263-271 µs a booking, the api's 230-269 -> 206-216 µs,
 * 2,689-2,869 -> 2,985-3,034 req/s, p99 37 -> 40 ms.
 *
 * The statement sends the rows as one JSON array and reads them back with `json_to_recordset`: its
 * text is the same for any number of bookings, so each pooled connection prepares and plans it once
 * (a VALUES list per batch size was a statement of its own, planned afresh for its first executions,
 * and planning was a seventh of PostgreSQL's time under load). One JSON text, made by the engine's
 * JSON.stringify, instead of an escaped array literal per column: 15 -> 4 µs a booking in the api.
 * The column list and the parameters come from the entity's metadata: one Appointment shape. The
 * customer is written only when staff chose one; otherwise the table's trigger finds or makes it
 * (customers), and the statement answers it.
 */
import { ReferenceKind } from '@mikro-orm/core';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { QueuedMail as TemplatedMail } from '../../platform/mail/public.js';
import { isDeadlock } from '../../db/errors.js';
import type { LeadAudit, LeadRows, OutboxService } from '../../platform/outbox/outbox.service.js';
import { Appointment } from './appointment.entity.js';

interface Pending {
  appointment: Appointment;
  mails: TemplatedMail[];
  /** Its texts, written with it (the texts' own outbox rows). */
  texts: LeadText[];
  /** Its audit record (who booked it), written with it. */
  audit: Omit<LeadAudit, 'parentId'>;
  /** The appointment's customer id when it was inserted; false when its slot was taken. */
  done: (inserted: string | null | false) => void;
  fail: (err: unknown) => void;
}

/** A text for the customer of the appointment `parentId`, queued by the statement that writes it. */
export interface LeadText {
  parentId: string;
  /** E.164. */
  phone: string;
  body: string;
  kind: string;
}

/** The texts' rows for the booking statement (the sms feature's), or null when there are none. */
export type LeadTexts = (texts: LeadText[]) => LeadRows | null;

/** More rows the booking statement writes for the appointments it inserts (webhook deliveries), or null for none. */
type LeadExtras = (appointments: Appointment[]) => LeadRows | null;

interface Column {
  property: keyof Appointment;
  name: string;
  cast: string;
}

const MAX_BATCH = 32;
/** How long the statement in flight may take before the next batch goes out beside it. */
const HOLD_MS = 100;
/** How often one booking is written when PostgreSQL keeps choosing it to break a deadlock. */
const DEADLOCK_ATTEMPTS = 5;

/** SQL casts by runtime type: text for strings, so the column's own length check still applies. */
const CASTS: Record<string, string> = { string: 'text', number: 'int', Date: 'timestamptz' };

function columnsOf(orm: MikroORM): Column[] {
  const meta = orm.getMetadata().get(Appointment);
  const customer: Column = { property: 'customerId', name: 'customer_id', cast: 'text' };
  return meta.props
    .filter((p) => p.persist !== false && p.kind === ReferenceKind.SCALAR && p.fieldNames?.length === 1)
    .map((p) => {
      const cast = CASTS[p.runtimeType] ?? (p.enum ? 'text' : undefined);
      if (!cast) throw new Error(`appointment-writer: no SQL cast for ${p.name} (${p.runtimeType})`);
      return { property: p.name as keyof Appointment, name: p.fieldNames[0], cast };
    })
    .concat(customer);
}

export class AppointmentWriter {
  private queue: Pending[] = [];
  private scheduled = false;
  /** Grouped statements in flight (PostgreSQL server), and when the latest went out. */
  private inFlight = 0;
  private lastSent = 0;
  private holdTimer: NodeJS.Timeout | null = null;
  /** On embedded PGlite one statement at a time (see OutboxService.prepare); bookings meanwhile gather into the next batch. */
  private readonly serial: boolean;
  private tail: Promise<void> = Promise.resolve();
  private readonly em: EntityManager;
  private readonly columns: Column[];
  private readonly statement: string;

  constructor(
    orm: MikroORM,
    private readonly outbox: OutboxService,
    private readonly texts: LeadTexts = () => null,
    private readonly extras: LeadExtras = () => null,
  ) {
    this.em = orm.em;
    this.serial = !outbox.prepare;
    this.columns = columnsOf(orm);
    // In the array's order (the batch's, by slot): the rows are written, and their slots locked, in it.
    const names = this.columns.map((c) => c.name).join(', ');
    this.statement = `INSERT INTO appointment (${names})
      SELECT ${names} FROM json_to_recordset(?::json) AS r(${this.columns.map((c) => `${c.name} ${c.cast}`).join(', ')})
      RETURNING _id, customer_id`;
  }

  /** Inserts the appointment, queues its mail and records it: its customer's id, or false when its slot is already booked. */
  insert(appointment: Appointment, mails: TemplatedMail[], audit: Omit<LeadAudit, 'parentId'>, texts: LeadText[] = []): Promise<string | null | false> {
    return new Promise((done, fail) => {
      this.queue.push({ appointment, mails, texts, audit, done, fail });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    this.scheduled = false;
    if (this.serial) {
      this.tail = this.tail.then(() => this.drain());
      return;
    }
    if (this.holdTimer) clearTimeout(this.holdTimer);
    this.holdTimer = null;
    while (this.queue.length) {
      const held = this.inFlight > 0 ? HOLD_MS - (performance.now() - this.lastSent) : 0;
      if (held > 0) {
        // Sent when the statement in flight answers, or when it has taken HOLD_MS.
        this.holdTimer ??= setTimeout(() => {
          this.holdTimer = null;
          this.flush();
        }, Math.ceil(held));
        return;
      }
      this.inFlight++;
      this.lastSent = performance.now();
      void this.writeBatch(this.nextBatch()).finally(() => {
        this.inFlight--;
        if (this.queue.length) this.flush();
      });
    }
  }

  private async drain(): Promise<void> {
    while (this.queue.length) await this.writeBatch(this.nextBatch());
  }

  private nextBatch(): Pending[] {
    // By date and time: the triggers lock slots and day buckets, and a common order avoids deadlocks.
    const slot = (p: Pending) => `${p.appointment.preferredDate} ${p.appointment.preferredTime}`;
    return this.queue.splice(0, MAX_BATCH).sort((a, b) => slot(a).localeCompare(slot(b)));
  }

  /** Writes a batch; if the grouped statement fails, each booking again on its own, one after another. */
  private async writeBatch(batch: Pending[]): Promise<void> {
    if (batch.length === 1) return this.writeAlone(batch[0]);
    try {
      await this.write(batch);
    } catch {
      for (const p of batch) await this.writeAlone(p);
    }
  }

  /**
   * One booking in a statement of its own. Two statements booking the same car lock its vehicle
   * row and their slots in crossed orders (row by row: slot, vehicle, next slot), so PostgreSQL
   * may end one of them as a deadlock: that one is written again, at most DEADLOCK_ATTEMPTS times.
   */
  private async writeAlone(p: Pending): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.write([p]);
      } catch (err) {
        if (attempt >= DEADLOCK_ATTEMPTS || !isDeadlock(err)) return p.fail(err);
      }
    }
  }

  private async write(batch: Pending[]): Promise<void> {
    // One JSON array of rows by column name (dates as ISO text): the statement's text is the same for any number of bookings.
    const rows = batch.map(({ appointment }) => {
      const row: Record<string, unknown> = {};
      for (const { property, name } of this.columns) row[name] = appointment[property] ?? null;
      return row;
    });
    const params = [JSON.stringify(rows)];
    const mails = batch.flatMap(({ appointment, mails }) => mails.map((m) => ({ ...m, parentId: appointment._id })));
    const audits = batch.map(({ appointment, audit }) => ({ ...audit, parentId: appointment._id }));
    const texts = this.texts(batch.flatMap((p) => p.texts));
    const extras = this.extras(batch.map((p) => p.appointment));
    const written = await this.outbox.enqueueWith<{ _id: string; customer_id: string | null }>(
      this.em,
      { name: 'insert-appointments', sql: this.statement, params },
      mails,
      audits,
      [...(texts ? [texts] : []), ...(extras ? [extras] : [])],
    );
    const inserted = new Map(written.map((r) => [r._id, r.customer_id]));
    for (const p of batch) p.done(inserted.has(p.appointment._id) ? (inserted.get(p.appointment._id) ?? null) : false);
  }
}
