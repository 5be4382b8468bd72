/**
 * The autosave write: one conditional UPDATE that applies the fields sent, bumps the revision and
 * answers the saved card, refusing in the same statement an Invoiced card and a stale revision.
 * An autosaving page sends one every 1.5 s per open card, so it is one round trip, not a
 * transaction of locked read, write and re-read. The vehicle's fields are set by a second form of
 * the statement, only when an edit carries one: most autosaves (notes, items) leave those columns,
 * and the odometer's trigger, out of the update.
 *
 * The same statement records the save in the audit trail (who, and the fields it changed, before
 * and after): the card's row is locked and read first (`was`), so "before" is the version this
 * save replaced even when another save committed just before it. A save that changed nothing
 * records nothing.
 *
 * On a PostgreSQL server, autosaves that arrive together are grouped into one statement of the same
 * shape (jobcard-save-writer.ts); this one writes those that set the vehicle's fields, those of
 * embedded PGlite, and a grouped statement's saves again one by one when it failed as a whole.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { statement } from '../../db/raw.js';
import { insertAuditRows } from '../../platform/audit/audit-sql.js';
import type { Actor } from '../../shared/actor.js';
import { JobStatus } from './jobcard-status.js';
import { refusedFrom } from './jobcard-life.js';
import type { PricedLine } from '../../shared/priced-document.js';
import { JobCard } from './jobcard.entity.js';

export interface CardEdit {
  finalItems: PricedLine[] | null;
  mechanicNotes: string | null;
  workshopNotes: string | null;
  status: JobStatus | null;
  customerEmail: string | null;
  /** undefined leaves the phone as it is; null clears it (the vehicle's fields alike). */
  customerPhone: string | null | undefined;
  vehicleMake: string | null | undefined;
  vehicleModel: string | null | undefined;
  vehicleYear: number | null | undefined;
  odometerKm: number | null | undefined;
  /** The revision the edit was based on; null accepts any. */
  revision: number | null;
}

let returning: string | null = null;

/** Every stored column but the lazy ones (the signature image), as `RETURNING` names them. */
export function returnedColumns(em: EntityManager): string {
  returning ??= em
    .getMetadata()
    .get(JobCard)
    .props.filter((p) => p.persist !== false && !p.lazy && p.fieldNames?.length === 1)
    .map((p) => `"${p.fieldNames[0]}"`)
    .join(', ');
  return returning;
}

/** Audited fields: [the key the trail names, the column]; notes are kept to their first 300 characters. */
const AUDITED: ReadonlyArray<[string, string, string?]> = [
  ['status', 'status'],
  ['finalItems', 'final_items'],
  ['customerEmail', 'customer_email'],
  ['customerPhone', 'customer_phone'],
  ['vehicleMake', 'vehicle_make'],
  ['vehicleModel', 'vehicle_model'],
  ['vehicleYear', 'vehicle_year'],
  ['odometerKm', 'odometer_km'],
  ['mechanicNotes', 'mechanic_notes', 'left(%, 300)'],
  ['workshopNotes', 'workshop_notes', 'left(%, 300)'],
];
const LABELS: Record<string, string> = {
  status: 'status',
  finalItems: 'items',
  customerEmail: 'email',
  customerPhone: 'phone',
  vehicleMake: 'make',
  vehicleModel: 'model',
  vehicleYear: 'year',
  odometerKm: 'odometer',
  mechanicNotes: 'mechanic notes',
  workshopNotes: 'workshop notes',
};
/** The columns `was` reads before the row is saved (the audit's "before"), as `was_<column>`. */
export const WAS_COLUMNS = AUDITED.map(([, col]) => `${col} AS was_${col}`).join(', ');
const differs = (col: string) => `saved.was_${col} IS DISTINCT FROM saved.${col}`;
const value = (col: string, shape = '%') => shape.replace('%', col);
const CHANGES = `jsonb_strip_nulls(jsonb_build_object(${AUDITED.map(
  ([key, col, shape]) => `'${key}', CASE WHEN ${differs(col)} THEN jsonb_build_array(${value(`saved.was_${col}`, shape)}, ${value(`saved.${col}`, shape)}) END`,
).join(', ')}))`;
const CHANGED_LABELS = `concat_ws(', ', ${AUDITED.map(([key, col]) => `CASE WHEN ${differs(col)} THEN '${LABELS[key]}' END`).join(', ')})`;
const STATUS_MOVE = `CASE WHEN ${differs('status')} THEN ': status ' || saved.was_status || ' → ' || saved.status ELSE '' END`;
/** The audit record of each saved row that changed; `by` is the SQL of (at, actor_kind, actor_id, actor_name, ip). */
export const recordSaves = (by: string) => `recorded AS (
    ${insertAuditRows(`SELECT ${by}, 'jobcard.updated', 'job_card', saved._id,
      left('Job card for ' || saved.customer_name || ' (' || saved.car_rego || ') edited (' || ${CHANGED_LABELS} || ')' || ${STATUS_MOVE}, 500),
      ${CHANGES}
    FROM saved WHERE ${AUDITED.map(([, col]) => differs(col)).join(' OR ')}`)}
  )`;
const RECORD = recordSaves('?::timestamptz, ?::text, ?::char(24), ?::text, ?::text');

/**
 * What an autosave changes, one source for this statement and the grouped one: `from(field, cast)`
 * is the SQL of a field's new value (a bound parameter here, a column of the batch's input there),
 * in this order: final_items, mechanic_notes, workshop_notes, status, customer_email, set_phone, customer_phone.
 */
export function savedColumns(from: (field: string, cast: string) => string): string {
  const kept = (field: string, cast: string) => `${field} = COALESCE(${from(field, cast)}, job_card.${field})`;
  return [
    kept('final_items', 'jsonb'),
    kept('mechanic_notes', 'text'),
    kept('workshop_notes', 'text'),
    kept('status', 'text'),
    kept('customer_email', 'text'),
    `customer_phone = CASE WHEN ${from('set_phone', 'boolean')} THEN ${from('customer_phone', 'text')} ELSE job_card.customer_phone END`,
  ].join(',\n      ');
}

/** Which saves are refused (nothing saved): a card the job card's life refuses an edit (Invoiced), and a revision other than the card's when one is sent (`revision`, the SQL of it, appears twice). */
export const saveAllowed = (revision: string) => `${EDITABLE} AND (${revision} IS NULL OR job_card.revision = ${revision})`;

/** The statuses the job card's life refuses an edit from (Invoiced), as SQL. */
const EDITABLE = refusedFrom('edit').map((status) => `job_card.status <> '${status}'`).join(' AND ') || 'TRUE';

const VEHICLE_COLUMNS = `
      vehicle_make = CASE WHEN ?::boolean THEN ?::text ELSE vehicle_make END,
      vehicle_model = CASE WHEN ?::boolean THEN ?::text ELSE vehicle_model END,
      vehicle_year = CASE WHEN ?::boolean THEN ?::int ELSE vehicle_year END,
      odometer_km = CASE WHEN ?::boolean THEN ?::int ELSE odometer_km END,`;

/** Who saves, and when: what the audit record says. */
export interface SaveBy {
  actor: Actor;
  at: Date;
}

/** A saved card, whether it has quotes, and its status before the save. */
export interface SavedCard {
  card: JobCard;
  hasQuotes: boolean;
  wasStatus: JobStatus;
}

/**
 * What other features write in an autosave's statement, as CTEs over its `saved` rows (`_id`,
 * `status`, `was_status`, `by_at`): the webhooks' deliveries. Joined into the statement's WITH list.
 */
export type AlsoWritten = () => readonly string[];

/** The CTEs of `also`, each after a comma, to follow the statement's last one. */
export const alsoWrittenSql = (also: AlsoWritten): string => also().map((cte) => `,\n  ${cte}`).join('');

/** The saved card; null when nothing was saved (see `currentState`). `also`: what other features write with it. */
export async function saveEdit(em: EntityManager, id: string, edit: CardEdit, bound: boolean, by: SaveBy, also: AlsoWritten): Promise<SavedCard | null> {
  const vehicle = [edit.vehicleMake, edit.vehicleModel, edit.vehicleYear, edit.odometerKm];
  const withVehicle = vehicle.some((value) => value !== undefined);
  const sql = `WITH was AS (
    SELECT _id AS was_id, ${WAS_COLUMNS} FROM job_card WHERE _id = ? FOR UPDATE
  ),
  saved AS (
    UPDATE job_card SET
      ${savedColumns((_, cast) => `?::${cast}`)},${withVehicle ? VEHICLE_COLUMNS : ''}
      revision = revision + 1
    FROM was
    WHERE _id = was_id AND ${saveAllowed('?::int')}
    RETURNING ${returnedColumns(em)}, was.*, ?::timestamptz AS by_at
  ),
  ${RECORD}${alsoWrittenSql(also)}
  SELECT ${returnedColumns(em)}, saved.was_status, EXISTS (SELECT 1 FROM quote WHERE quote.job_card_id = saved._id) AS has_quotes FROM saved`;
  const rows = await statement<Record<string, unknown>>(
    em,
    sql,
    [
      id,
      edit.finalItems ? JSON.stringify(edit.finalItems) : null,
      edit.mechanicNotes,
      edit.workshopNotes,
      edit.status,
      edit.customerEmail,
      ...[edit.customerPhone, ...(withVehicle ? vehicle : [])].flatMap((value) => [value !== undefined, value ?? null]),
      edit.revision,
      edit.revision,
      by.at.toISOString(),
      by.at.toISOString(),
      by.actor.kind,
      by.actor.id,
      by.actor.name,
      by.actor.ip,
    ],
    { bound, name: withVehicle ? 'jobcard-autosave-vehicle' : 'jobcard-autosave' },
  );
  if (!rows.length) return null;
  const { has_quotes: hasQuotes, was_status: wasStatus, ...row } = rows[0];
  return { card: em.map(JobCard, row), hasQuotes: Boolean(hasQuotes), wasStatus: wasStatus as JobStatus };
}

/** Why `saveEdit` saved nothing: the card's status and revision now, or null when there is no such card. */
export async function currentState(em: EntityManager, id: string): Promise<{ status: JobStatus; revision: number } | null> {
  return em.findOne(JobCard, { _id: id }, { fields: ['status', 'revision'], refresh: true });
}
