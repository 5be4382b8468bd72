/**
 * The autosave write: one conditional UPDATE that applies the fields sent, bumps the revision and
 * answers the saved card, refusing in the same statement an Invoiced card and a stale revision.
 * An autosaving page sends one every 1.5 s per open card, so it is one round trip, not a
 * transaction of locked read, write and re-read. The vehicle's fields are set by a second form of
 * the statement, only when an edit carries one: most autosaves (notes, items) leave those columns,
 * and the odometer's trigger, out of the update.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { statement } from '../../db/raw.js';
import { JobStatus } from './jobcard-status.js';
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
function returnedColumns(em: EntityManager): string {
  returning ??= em
    .getMetadata()
    .get(JobCard)
    .props.filter((p) => p.persist !== false && !p.lazy && p.fieldNames?.length === 1)
    .map((p) => `"${p.fieldNames[0]}"`)
    .join(', ');
  return returning;
}

const VEHICLE_COLUMNS = `
      vehicle_make = CASE WHEN ?::boolean THEN ?::text ELSE vehicle_make END,
      vehicle_model = CASE WHEN ?::boolean THEN ?::text ELSE vehicle_model END,
      vehicle_year = CASE WHEN ?::boolean THEN ?::int ELSE vehicle_year END,
      odometer_km = CASE WHEN ?::boolean THEN ?::int ELSE odometer_km END,`;

/** The saved card and whether it has quotes; null when nothing was saved (see `whyNotSaved`). */
export async function saveEdit(em: EntityManager, id: string, edit: CardEdit, bound: boolean): Promise<{ card: JobCard; hasQuotes: boolean } | null> {
  const vehicle = [edit.vehicleMake, edit.vehicleModel, edit.vehicleYear, edit.odometerKm];
  const withVehicle = vehicle.some((value) => value !== undefined);
  const sql = `WITH saved AS (
    UPDATE job_card SET
      final_items = COALESCE(?::jsonb, final_items),
      mechanic_notes = COALESCE(?::text, mechanic_notes),
      workshop_notes = COALESCE(?::text, workshop_notes),
      status = COALESCE(?::text, status),
      customer_email = COALESCE(?::text, customer_email),
      customer_phone = CASE WHEN ?::boolean THEN ?::text ELSE customer_phone END,${withVehicle ? VEHICLE_COLUMNS : ''}
      revision = revision + 1
    WHERE _id = ? AND status <> '${JobStatus.INVOICED}' AND (?::int IS NULL OR revision = ?::int)
    RETURNING ${returnedColumns(em)}
  )
  SELECT saved.*, EXISTS (SELECT 1 FROM quote WHERE quote.job_card_id = saved._id) AS has_quotes FROM saved`;
  const rows = await statement<Record<string, unknown>>(
    em,
    sql,
    [
      edit.finalItems ? JSON.stringify(edit.finalItems) : null,
      edit.mechanicNotes,
      edit.workshopNotes,
      edit.status,
      edit.customerEmail,
      ...[edit.customerPhone, ...(withVehicle ? vehicle : [])].flatMap((value) => [value !== undefined, value ?? null]),
      id,
      edit.revision,
      edit.revision,
    ],
    { bound, name: withVehicle ? 'jobcard-autosave-vehicle' : 'jobcard-autosave' },
  );
  if (!rows.length) return null;
  const { has_quotes: hasQuotes, ...row } = rows[0];
  return { card: em.map(JobCard, row), hasQuotes: Boolean(hasQuotes) };
}

/** Why `saveEdit` saved nothing: the card's status and revision now, or null when there is no such card. */
export async function currentState(em: EntityManager, id: string): Promise<{ status: JobStatus; revision: number } | null> {
  return em.findOne(JobCard, { _id: id }, { fields: ['status', 'revision'], refresh: true });
}
