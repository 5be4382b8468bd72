/**
 * What the job board reads, in two statements run at once: the cards (every open card, by the
 * status index, and those whose live invoice was issued today, by the invoices' issued index, each
 * with only the columns the board shows, answered as one JSON array: one row for the driver, no
 * timestamp parsed per row), and who is clocked on a card now (the open time entries, with their
 * technician's name). No statement per card.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { pgArray } from '../../db/raw.js';
import { JobStatus } from '../jobcards/public.js';
import { TimeEntry } from '../time-clock/time-entry.entity.js';
import { OPEN_STATUSES } from './board-stage.js';

export interface BoardRow {
  jobCardId: string;
  number: number;
  status: JobStatus;
  waitingForPartsSince: Date | null;
  /** When the customer was last told the car is ready ('Notify customer'). */
  readyNotifiedAt: Date | null;
  customerName: string;
  carRego: string;
  vehicleMake: string | null;
  vehicleModel: string | null;
  createdAt: Date;
  /** When its invoice was issued (today's invoiced cards only). */
  invoicedAt: Date | null;
}

export interface OpenClock {
  jobCardId: string;
  name: string;
  since: Date;
}

const COLUMNS = (c: string) => `${c}._id AS "jobCardId", ${c}.job_number AS "number", ${c}.status, ${c}.waiting_for_parts_since AS "waitingForPartsSince",
  ${c}.ready_notified_at AS "readyNotifiedAt", ${c}.customer_name AS "customerName", ${c}.car_rego AS "carRego", ${c}.vehicle_make AS "vehicleMake", ${c}.vehicle_model AS "vehicleModel", ${c}.created_at AS "createdAt"`;

/** The cards as one JSON array (one row for the driver to read, its times as ISO text), oldest first. */
const CARDS = `SELECT coalesce(json_agg(b ORDER BY b."createdAt", b."jobCardId"), '[]') AS cards FROM (
    SELECT ${COLUMNS('c')}, NULL::timestamptz AS "invoicedAt" FROM job_card c WHERE c.status = ANY(?::text[])
    UNION ALL
    SELECT ${COLUMNS('c')}, i.issued_at AS "invoicedAt" FROM invoice i JOIN job_card c ON c._id = i.job_card_id
    WHERE i.issued_at >= ?::timestamptz AND i.issued_at < ?::timestamptz AND i.voided_at IS NULL AND c.status = ?
  ) AS b`;

type StoredRow = Omit<BoardRow, 'createdAt' | 'waitingForPartsSince' | 'readyNotifiedAt' | 'invoicedAt'> & {
  createdAt: string;
  waitingForPartsSince: string | null;
  readyNotifiedAt: string | null;
  invoicedAt: string | null;
};

/** The board's cards: open ones, and those invoiced in [dayStart, dayEnd), oldest first. */
export async function boardRows(em: EntityManager, dayStart: Date, dayEnd: Date): Promise<BoardRow[]> {
  const [{ cards }] = await em.execute<Array<{ cards: StoredRow[] | string }>>(CARDS, [pgArray(OPEN_STATUSES), dayStart.toISOString(), dayEnd.toISOString(), JobStatus.INVOICED]);
  // A json column as the driver answers it: parsed already, or (some drivers) its text.
  const rows = typeof cards === 'string' ? (JSON.parse(cards) as StoredRow[]) : cards;
  return rows.map((row) => ({
    ...row,
    createdAt: new Date(row.createdAt),
    waitingForPartsSince: row.waitingForPartsSince ? new Date(row.waitingForPartsSince) : null,
    readyNotifiedAt: row.readyNotifiedAt ? new Date(row.readyNotifiedAt) : null,
    invoicedAt: row.invoicedAt ? new Date(row.invoicedAt) : null,
  }));
}

/** Every running clock (a technician has at most one), with the technician's display name, the longest running first: raw rows, no entities made. */
export async function openClocks(em: EntityManager): Promise<OpenClock[]> {
  const rows = await em
    .createQueryBuilder(TimeEntry, 'e')
    .select(['e.jobCard', 'e.startedAt'])
    .join('e.technician', 't')
    .addSelect(['t.name', 't.username'])
    .where({ endedAt: null })
    .orderBy({ startedAt: 'asc' })
    .execute<Array<{ job_card_id: string; started_at: string | Date; name: string; username: string }>>('all', false);
  return rows.map((row) => ({ jobCardId: row.job_card_id, name: row.name.trim() || row.username, since: new Date(row.started_at) }));
}
