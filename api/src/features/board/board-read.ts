/**
 * What the job board reads, in two statements run at once: the cards (every open card, by the
 * status index, and those whose live invoice was issued today, by the invoices' issued index, each
 * with only the columns the board shows), and who is clocked on a card now (the open time entries,
 * with their technician's name). No statement per card.
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
  ${c}.customer_name AS "customerName", ${c}.car_rego AS "carRego", ${c}.vehicle_make AS "vehicleMake", ${c}.vehicle_model AS "vehicleModel", ${c}.created_at AS "createdAt"`;

const CARDS = `SELECT ${COLUMNS('c')}, NULL::timestamptz AS "invoicedAt" FROM job_card c WHERE c.status = ANY(?::text[])
  UNION ALL
  SELECT ${COLUMNS('c')}, i.issued_at AS "invoicedAt" FROM invoice i JOIN job_card c ON c._id = i.job_card_id
  WHERE i.issued_at >= ?::timestamptz AND i.issued_at < ?::timestamptz AND i.voided_at IS NULL AND c.status = ?
  ORDER BY "createdAt", "jobCardId"`;

/** The board's cards: open ones, and those invoiced in [dayStart, dayEnd), oldest first. */
export async function boardRows(em: EntityManager, dayStart: Date, dayEnd: Date): Promise<BoardRow[]> {
  const rows = await em.execute<BoardRow[]>(CARDS, [pgArray(OPEN_STATUSES), dayStart.toISOString(), dayEnd.toISOString(), JobStatus.INVOICED]);
  return rows.map((row) => ({
    ...row,
    number: Number(row.number),
    createdAt: new Date(row.createdAt),
    waitingForPartsSince: row.waitingForPartsSince ? new Date(row.waitingForPartsSince) : null,
    invoicedAt: row.invoicedAt ? new Date(row.invoicedAt) : null,
  }));
}

/** Every running clock (a technician has at most one), with the technician's display name, the longest running first. */
export async function openClocks(em: EntityManager): Promise<OpenClock[]> {
  const entries = await em.find(
    TimeEntry,
    { endedAt: null },
    { populate: ['technician'], fields: ['jobCard', 'startedAt', 'technician.name', 'technician.username'], orderBy: { startedAt: 'asc' }, strategy: 'joined' },
  );
  return entries.map((entry) => ({
    jobCardId: entry.jobCard._id,
    name: entry.technician.name.trim() || entry.technician.username,
    since: entry.startedAt,
  }));
}
