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

interface AwaitingQuote {
  quoteId: string;
  quoteNumber: string;
  jobCardId: string;
  customerName: string;
  carRego: string;
  totalCents: number;
  sentAt: Date;
}

/** Cards being worked on: diagnosed or repaired (a card waiting on the customer's decision is not). */
const CARDS_IN_PROGRESS: readonly JobStatus[] = [JobStatus.PENDING_DIAGNOSIS, JobStatus.WORK_IN_PROGRESS];
/** Cards whose work is not done yet: a quote sent on one of them may still be decided. */
const CARDS_OPEN: readonly JobStatus[] = [...CARDS_IN_PROGRESS, JobStatus.PENDING_QUOTE_APPROVAL];
/** Cards whose work is done and not invoiced yet. */
const CARDS_DONE: readonly JobStatus[] = [JobStatus.COMPLETED, JobStatus.COMPLETED_POLICY_NOT_ACCEPTED];

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

/** These cards (any status), oldest first. */
export async function cardsByIds(em: EntityManager, ids: readonly string[]): Promise<OpenCard[]> {
  if (ids.length === 0) return [];
  return withDates(await em.execute<OpenCard[]>(`SELECT ${CARD_COLUMNS} FROM job_card WHERE _id = ANY(?::bpchar[]) ORDER BY created_at`, [textArray(ids)]));
}

export interface OpenWork {
  /** Cards being worked on, oldest first. */
  inProgress: OpenCard[];
  /** Cards whose work is done and not invoiced yet, oldest first. */
  done: OpenCard[];
  /** Quotes sent and not decided (approved, declined or replaced by a newer one) on cards still open, oldest first. */
  awaitingQuotes: AwaitingQuote[];
}

/** The workshop's open work, at most `limit` of each list, in one statement (three index reads). */
export async function openWork(em: EntityManager, limit: number): Promise<OpenWork> {
  const cards = `SELECT coalesce(json_agg(c ORDER BY c."createdAt"), '[]') FROM (SELECT ${CARD_COLUMNS} FROM job_card WHERE status = ANY(?::text[]) ORDER BY created_at LIMIT ?) AS c`;
  const [row] = await em.execute<Array<{ in_progress: OpenCard[]; done: OpenCard[]; quotes: Array<Omit<AwaitingQuote, 'quoteNumber'> & { number: number }> }>>(
    `SELECT (${cards}) AS in_progress, (${cards}) AS done,
            (SELECT coalesce(json_agg(q ORDER BY q."sentAt"), '[]') FROM (
               SELECT q._id AS "quoteId", q.number, q.job_card_id AS "jobCardId", j.customer_name AS "customerName", j.car_rego AS "carRego",
                      q.total_cents AS "totalCents", q.sent_at AS "sentAt"
               FROM quote q JOIN job_card j ON j._id = q.job_card_id
               WHERE q.status = 'sent' AND j.status = ANY(?::text[]) ORDER BY q.sent_at LIMIT ?) AS q) AS quotes`,
    [textArray(CARDS_IN_PROGRESS), limit, textArray(CARDS_DONE), limit, textArray(CARDS_OPEN), limit],
  );
  return {
    inProgress: withDates(parsed(row.in_progress)),
    done: withDates(parsed(row.done)),
    awaitingQuotes: parsed(row.quotes).map(({ number, sentAt, ...quote }) => ({ ...quote, quoteNumber: quoteNumberLabel(number), sentAt: new Date(sentAt) })),
  };
}

/** A json column as the driver answers it: parsed already, or (some drivers) its text. */
function parsed<T>(value: T[] | string): T[] {
  return typeof value === 'string' ? (JSON.parse(value) as T[]) : value;
}

function withDates(rows: OpenCard[]): OpenCard[] {
  return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt) }));
}
