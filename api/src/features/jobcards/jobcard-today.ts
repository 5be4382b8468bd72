/**
 * What the dashboard's 'Today' reads of job cards and quotes: the cards of some bookings (the car
 * has arrived), cards in some statuses, cards by id, and the quotes the customer has not decided.
 * Narrow statements on the cards' status, appointment and id indexes.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { JobStatus } from './jobcard-status.js';
import { quoteNumberLabel } from './quote.entity.js';

export interface CardOfBooking {
  appointmentId: string;
  jobCardId: string;
  status: JobStatus;
}

export interface OpenCard {
  jobCardId: string;
  status: JobStatus;
  customerName: string;
  carRego: string;
  vehicleMake: string | null;
  vehicleModel: string | null;
  vehicleYear: number | null;
  createdAt: Date;
}

export interface AwaitingQuote {
  quoteId: string;
  quoteNumber: string;
  jobCardId: string;
  customerName: string;
  carRego: string;
  totalCents: number;
  sentAt: Date;
}

/** Cards being worked on: diagnosed or repaired (a card waiting on the customer's decision is not). */
export const CARDS_IN_PROGRESS: readonly JobStatus[] = [JobStatus.PENDING_DIAGNOSIS, JobStatus.WORK_IN_PROGRESS];
/** Cards whose work is not done yet: a quote sent on one of them may still be decided. */
const CARDS_OPEN: readonly JobStatus[] = [...CARDS_IN_PROGRESS, JobStatus.PENDING_QUOTE_APPROVAL];
/** Cards whose work is done and not invoiced yet. */
export const CARDS_DONE: readonly JobStatus[] = [JobStatus.COMPLETED, JobStatus.COMPLETED_POLICY_NOT_ACCEPTED];

/** A text[] literal for one bound parameter ('{"a","b"}'): the driver binds strings, not arrays. */
function textArray(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}

const CARD_COLUMNS = `_id AS "jobCardId", status, customer_name AS "customerName", car_rego AS "carRego", vehicle_make AS "vehicleMake",
  vehicle_model AS "vehicleModel", vehicle_year AS "vehicleYear", created_at AS "createdAt"`;

/** The card started from each of these bookings (a booking has at most one). */
export async function cardsOfBookings(em: EntityManager, appointmentIds: readonly string[]): Promise<Map<string, CardOfBooking>> {
  if (appointmentIds.length === 0) return new Map();
  const rows = await em.execute<CardOfBooking[]>(
    `SELECT appointment_id AS "appointmentId", _id AS "jobCardId", status FROM job_card WHERE appointment_id = ANY(?::bpchar[])`,
    [textArray(appointmentIds)],
  );
  return new Map(rows.map((row) => [row.appointmentId, row]));
}

/** Cards in these statuses, oldest first (at most `limit`). */
export function cardsInStatuses(em: EntityManager, statuses: readonly JobStatus[], limit: number): Promise<OpenCard[]> {
  return em.execute<OpenCard[]>(`SELECT ${CARD_COLUMNS} FROM job_card WHERE status = ANY(?::text[]) ORDER BY created_at LIMIT ?`, [textArray(statuses), limit]).then(withDates);
}

/** These cards (any status), oldest first. */
export async function cardsByIds(em: EntityManager, ids: readonly string[]): Promise<OpenCard[]> {
  if (ids.length === 0) return [];
  return withDates(await em.execute<OpenCard[]>(`SELECT ${CARD_COLUMNS} FROM job_card WHERE _id = ANY(?::bpchar[]) ORDER BY created_at`, [textArray(ids)]));
}

/**
 * Quotes sent and not decided (approved, declined or replaced by a newer one) on cards still open,
 * oldest first (at most `limit`).
 */
export async function quotesAwaitingDecision(em: EntityManager, limit: number): Promise<AwaitingQuote[]> {
  const rows = await em.execute<Array<Omit<AwaitingQuote, 'quoteNumber'> & { number: number }>>(
    `SELECT q._id AS "quoteId", q.number, q.job_card_id AS "jobCardId", j.customer_name AS "customerName", j.car_rego AS "carRego",
            q.total_cents AS "totalCents", q.sent_at AS "sentAt"
     FROM quote q JOIN job_card j ON j._id = q.job_card_id
     WHERE q.status = 'sent' AND j.status = ANY(?::text[]) ORDER BY q.sent_at LIMIT ?`,
    [textArray(CARDS_OPEN), limit],
  );
  return rows.map(({ number, sentAt, ...row }) => ({ ...row, quoteNumber: quoteNumberLabel(number), sentAt: new Date(sentAt) }));
}

function withDates(rows: OpenCard[]): OpenCard[] {
  return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt) }));
}
