/**
 * A vehicle's next service due, kept on the vehicle (through its door) for the reminders: its
 * schedule (its own, else its make and model's, its make's, or the default), its last service and
 * its odometer readings' rate decide the date and the km.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { workshopDay } from '../../shared/time.js';
import { setNextServiceDue, setNextServicesDue } from '../vehicles/public.js';
import { OdometerReading, Vehicle } from '../vehicles/vehicle.entity.js';
import { ServiceSchedule, VehicleServicePlan } from './service-schedule.entity.js';
import { DEFAULT_SCHEDULE } from './service-schedule-defaults.js';
import { nameKey, nextService, type NextService, type Reading } from './service-schedule-rules.js';

/** Vehicles worked out again per statement when a schedule changes. */
const REFRESH_BATCH = 2_000;

/** The schedule a vehicle is serviced to, and where each part of it comes from. */
export interface EffectiveSchedule {
  /** e.g. "Toyota Corolla", "Toyota (every model)", "Default". */
  name: string;
  source: 'vehicle' | 'model' | 'make' | 'default';
  everyKm: number;
  everyMonths: number;
  items: string[];
}

/** The template matching a make and model: the make and model's, else the make's, else the default. */
function templateFor(templates: readonly ServiceSchedule[], make: string | null | undefined, model: string | null | undefined): ServiceSchedule | null {
  const mk = nameKey(make);
  const md = nameKey(model);
  return (
    (mk && md ? templates.find((t) => nameKey(t.make) === mk && nameKey(t.model) === md) : undefined) ??
    (mk ? templates.find((t) => nameKey(t.make) === mk && !t.model) : undefined) ??
    templates.find((t) => !t.make) ??
    null
  );
}

export const templateName = (t: Pick<ServiceSchedule, 'make' | 'model'>) => (!t.make ? 'Default' : t.model ? `${t.make} ${t.model}` : `${t.make} (every model)`);

/** The vehicle's schedule: its own parts over its template's. */
function effectiveSchedule(template: ServiceSchedule | null, plan: VehicleServicePlan | null): EffectiveSchedule {
  const base = template ?? { make: null, model: null, everyKm: DEFAULT_SCHEDULE.everyKm, everyMonths: DEFAULT_SCHEDULE.everyMonths, items: [...DEFAULT_SCHEDULE.items] };
  const own = Boolean(plan && (plan.everyKm != null || plan.everyMonths != null || plan.items != null));
  const source = own ? 'vehicle' : !base.make ? 'default' : base.model ? 'model' : 'make';
  return {
    name: own ? `This vehicle (over ${templateName(base)})` : templateName(base),
    source,
    everyKm: plan?.everyKm ?? base.everyKm,
    everyMonths: plan?.everyMonths ?? base.everyMonths,
    items: plan?.items ?? base.items,
  };
}

/** The vehicle's schedule as `em` reads it now. */
export async function scheduleOf(em: EntityManager, vehicle: Pick<Vehicle, 'regoKey' | 'make' | 'model'>): Promise<EffectiveSchedule> {
  const [templates, plan] = await Promise.all([em.find(ServiceSchedule, {}, { orderBy: { position: 'asc' } }), em.findOne(VehicleServicePlan, { regoKey: vehicle.regoKey }, { refresh: true })]);
  return effectiveSchedule(templateFor(templates, vehicle.make, vehicle.model), plan);
}

/** The vehicle's odometer readings, each on its workshop day. */
async function readingsOf(em: EntityManager, regoKey: string, timeZone: string): Promise<Reading[]> {
  const rows = await em.find(OdometerReading, { vehicle: { regoKey } }, { orderBy: { readAt: 'asc' } });
  return rows.map((r) => ({ km: r.km, day: workshopDay(r.readAt, timeZone).date }));
}

/**
 * The vehicle's next service as its schedule, last service and readings say now (null without a
 * last service on record), with its schedule and the template under its own parts.
 */
export async function dueOf(
  em: EntityManager,
  vehicle: Pick<Vehicle, 'regoKey' | 'make' | 'model'>,
  timeZone: string,
): Promise<{ schedule: EffectiveSchedule; template: EffectiveSchedule; plan: VehicleServicePlan | null; next: NextService | null }> {
  const [templates, plan] = await Promise.all([em.find(ServiceSchedule, {}, { orderBy: { position: 'asc' } }), em.findOne(VehicleServicePlan, { regoKey: vehicle.regoKey }, { refresh: true })]);
  const template = templateFor(templates, vehicle.make, vehicle.model);
  const schedule = effectiveSchedule(template, plan);
  const bare = effectiveSchedule(template, null);
  if (!plan?.lastServiceOn) return { schedule, template: bare, plan, next: null };
  const next = nextService(schedule, { on: plan.lastServiceOn, km: plan.lastServiceKm ?? null }, await readingsOf(em, vehicle.regoKey, timeZone));
  return { schedule, template: bare, plan, next };
}

/**
 * Works the vehicle's next service out again and keeps it on the vehicle (the reminders' date);
 * nothing without a last service on record. A date staff set by hand stands unless `replaceHandSet`.
 */
export async function refreshDue(tx: EntityManager, regoKey: string, timeZone: string, replaceHandSet: boolean): Promise<void> {
  const vehicle = await tx.findOne(Vehicle, { regoKey });
  if (!vehicle) return;
  const { next } = await dueOf(tx, vehicle, timeZone);
  if (next) await setNextServiceDue(tx, regoKey, next.dueDate, next.dueKm, replaceHandSet);
}

/**
 * A job card of the vehicle invoiced on `servicedOn`: its last service when the card is a logbook
 * service, or when the vehicle has no logbook service on record (then every invoiced card is one);
 * either way its next service is worked out again (a new reading refines the km estimate). A next
 * service date set by hand gives way only to a service recorded.
 */
export async function recordService(tx: EntityManager, done: { regoKey: string; jobCardId: string; servicedOn: string; timeZone: string }): Promise<void> {
  const conn = tx.getConnection();
  const ctx = tx.getTransactionContext();
  const [{ logbook, any_logbook }] = await conn.execute<Array<{ logbook: boolean; any_logbook: boolean }>>(
    'select exists(select 1 from logbook_service where job_card_id = ?) as logbook, exists(select 1 from logbook_service where rego_key = ?) as any_logbook',
    [done.jobCardId, done.regoKey],
    'all',
    ctx,
  );
  const serviced = logbook || !any_logbook;
  if (serviced) {
    const reading = await tx.findOne(OdometerReading, { jobCardId: done.jobCardId });
    await conn.execute(
      `insert into vehicle_service_plan (rego_key, last_service_on, last_service_km) values (?, ?, ?)
       on conflict (rego_key) do update set last_service_on = excluded.last_service_on, last_service_km = excluded.last_service_km`,
      [done.regoKey, done.servicedOn, reading?.km ?? null],
      'run',
      ctx,
    );
  }
  await refreshDue(tx, done.regoKey, done.timeZone, serviced);
}

/**
 * Works every serviced vehicle's next service out again (the schedules changed) and keeps each on
 * its vehicle, a date set by hand left as it is: read and written in batches, a few statements
 * each, whatever the number of vehicles.
 */
export async function refreshAll(tx: EntityManager, timeZone: string): Promise<number> {
  const conn = tx.getConnection();
  const ctx = tx.getTransactionContext();
  const templates = await tx.find(ServiceSchedule, {}, { orderBy: { position: 'asc' } });
  const plans = await tx.find(VehicleServicePlan, { lastServiceOn: { $ne: null } }, { orderBy: { regoKey: 'asc' } });
  for (let i = 0; i < plans.length; i += REFRESH_BATCH) {
    const batch = plans.slice(i, i + REFRESH_BATCH);
    const regos = batch.map((p) => p.regoKey);
    const [vehicles, readings] = await Promise.all([
      conn.execute<Array<{ rego_key: string; make: string | null; model: string | null }>>('select rego_key, make, model from vehicle where rego_key in (select jsonb_array_elements_text(?::jsonb))', [JSON.stringify(regos)], 'all', ctx),
      conn.execute<Array<{ rego_key: string; km: number; read_at: Date | string }>>('select rego_key, km, read_at from odometer_reading where rego_key in (select jsonb_array_elements_text(?::jsonb))', [JSON.stringify(regos)], 'all', ctx),
    ]);
    const byRego = new Map<string, Reading[]>();
    for (const r of readings) {
      const list = byRego.get(r.rego_key) ?? [];
      list.push({ km: r.km, day: workshopDay(new Date(r.read_at), timeZone).date });
      byRego.set(r.rego_key, list);
    }
    const vehicleOf = new Map(vehicles.map((v) => [v.rego_key, v]));
    const rows = [];
    for (const plan of batch) {
      const vehicle = vehicleOf.get(plan.regoKey);
      if (!vehicle) continue;
      const schedule = effectiveSchedule(templateFor(templates, vehicle.make, vehicle.model), plan);
      const next = nextService(schedule, { on: plan.lastServiceOn!, km: plan.lastServiceKm ?? null }, byRego.get(plan.regoKey) ?? []);
      rows.push({ regoKey: plan.regoKey, due: next.dueDate, dueKm: next.dueKm });
    }
    await setNextServicesDue(tx, rows);
  }
  return plans.length;
}
