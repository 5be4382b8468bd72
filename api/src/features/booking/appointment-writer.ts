/**
 * The hot write of bookings, with group commit: bookings that arrive in the same event-loop turn
 * are inserted, with their outbox rows, by ONE statement (one round trip, one commit). The
 * partial unique index decides every race: `ON CONFLICT ... DO NOTHING` skips a booking whose
 * slot is taken (by an existing row or an earlier row of the same batch), and only the mail of
 * inserted appointments is queued. Under light load a batch is a single booking.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { QueuedMail as TemplatedMail } from '../mail/mail-template.js';
import type { OutboxService } from '../outbox/outbox.service.js';
import type { Appointment } from './appointment.entity.js';

interface Pending {
  appointment: Appointment;
  mails: TemplatedMail[];
  done: (inserted: boolean) => void;
  fail: (err: unknown) => void;
}

const COLUMNS = [
  ['_id', 'char(24)'],
  ['full_name', 'text'],
  ['email', 'text'],
  ['phone', 'text'],
  ['vehicle_make', 'text'],
  ['vehicle_model', 'text'],
  ['vehicle_year', 'int'],
  ['registration', 'text'],
  ['service_type', 'text'],
  ['issue_description', 'text'],
  ['preferred_date', 'char(10)'],
  ['preferred_time', 'char(5)'],
  ['status', 'text'],
  ['created_at', 'timestamptz'],
] as const;
const ROW = `(${COLUMNS.map(([, type]) => `?::${type}`).join(', ')})`;
const MAX_BATCH = 32;

export class AppointmentWriter {
  private queue: Pending[] = [];
  private scheduled = false;

  constructor(
    private readonly em: EntityManager,
    private readonly outbox: OutboxService,
  ) {}

  /** Inserts the appointment and queues its mail; false when its slot is already booked. */
  insert(appointment: Appointment, mails: TemplatedMail[]): Promise<boolean> {
    return new Promise((done, fail) => {
      this.queue.push({ appointment, mails, done, fail });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    this.scheduled = false;
    while (this.queue.length) {
      const batch = this.queue.splice(0, MAX_BATCH);
      this.write(batch).catch((err) => batch.forEach((p) => p.fail(err)));
    }
  }

  private async write(batch: Pending[]): Promise<void> {
    const params = batch.flatMap(({ appointment: a }) => [
      a._id,
      a.fullName,
      a.email,
      a.phone,
      a.vehicleMake,
      a.vehicleModel,
      a.vehicleYear,
      a.registration ?? null,
      a.serviceType,
      a.issueDescription,
      a.preferredDate,
      a.preferredTime,
      a.status,
      a.createdAt.toISOString(),
    ]);
    const lead = {
      name: `insert-appointments-${batch.length}`,
      sql: `INSERT INTO appointment (${COLUMNS.map(([name]) => name).join(', ')})
            VALUES ${batch.map(() => ROW).join(', ')}
            ON CONFLICT (preferred_date, preferred_time) WHERE status = 'booked' DO NOTHING
            RETURNING _id`,
      params,
    };
    const mails = batch.flatMap(({ appointment, mails }) => mails.map((m) => ({ ...m, parentId: appointment._id })));
    const inserted = new Set(await this.outbox.enqueueWith(this.em, lead, mails));
    for (const p of batch) p.done(inserted.has(p.appointment._id));
  }
}
