/** Analytics test data: appointments and quotes seeded straight into their tables, at chosen dates and instants. */
import type { EntityManager } from '@mikro-orm/postgresql';
import { fromLocal } from '../../src/shared/time.js';
import type { asAdmin } from '../admin-session.js';
import type { TestServer } from '../harness.js';
import { createCard } from '../jobcards/jobcards-factory.js';

type Admin = ReturnType<typeof asAdmin>;

export interface AppointmentSeed {
  /** yyyy-MM-dd: the appointment date, and the Melbourne day it was made (at noon) and, when cancelled, cancelled (at 1 pm). */
  date: string;
  time?: string;
  status?: 'booked' | 'cancelled';
  serviceType?: string;
}

const em = (t: TestServer) => t.app.db.orm.em.fork() as EntityManager;
let seq = 0;

/** Inserts appointments in one statement (past dates too, which booking refuses). Times default to distinct minutes. */
export async function seedAppointments(t: TestServer, rows: AppointmentSeed[]): Promise<void> {
  const values: unknown[] = [];
  const tuples = rows.map((r) => {
    const n = seq++;
    const time = r.time ?? `${String(8 + Math.floor((n % 600) / 60)).padStart(2, '0')}:${String(n % 60).padStart(2, '0')}`;
    const made = fromLocal(r.date, '12:00', 'Australia/Melbourne');
    const cancelled = r.status === 'cancelled' ? new Date(made.getTime() + 60 * 60 * 1000).toISOString() : null;
    values.push(`seed-appt-${n}`, r.serviceType ?? 'Logbook Servicing', r.date, time, r.status ?? 'booked', made.toISOString(), cancelled);
    return `(substr(md5(?), 1, 24), 'Seeded Customer', 'seeded@example.com', '0400 000 000', 'Toyota', 'Corolla', 2019, ?, 'Seeded', ?, ?, ?, ?::timestamptz, ?::timestamptz)`;
  });
  await em(t).getConnection().execute(
    `INSERT INTO appointment (_id, full_name, email, phone, vehicle_make, vehicle_model, vehicle_year, service_type, issue_description, preferred_date, preferred_time, status, created_at, cancelled_at)
     VALUES ${tuples.join(', ')}`,
    values,
  );
}

export interface QuoteSeed {
  sentAt: Date;
  status: 'sent' | 'approved' | 'declined' | 'superseded';
  /** The quote's job card was invoiced since. */
  invoiced?: boolean;
}

/** One job card per quote (through the REST call), then the quote row with its status and sent time. */
export async function seedQuotes(t: TestServer, admin: Admin, rows: QuoteSeed[]): Promise<void> {
  for (const r of rows) {
    const card = await createCard(admin);
    const conn = em(t).getConnection();
    if (r.invoiced) await conn.execute(`UPDATE job_card SET status = 'Invoiced' WHERE _id = ?`, [card._id]);
    await conn.execute(
      `INSERT INTO quote (_id, number, job_card_id, sent_at, items, gst_percent, prices_include_gst, subtotal_cents, gst_cents, total_cents, status)
       VALUES (substr(md5(random()::text), 1, 24), nextval('quote_number_seq'), ?, ?::timestamptz, '[]'::jsonb, 10, false, 10000, 1000, 11000, ?)`,
      [card._id, r.sentAt.toISOString(), r.status],
    );
  }
}
