/**
 * Service schedules: the owner's templates by make and model (one default for every other vehicle),
 * saved as a whole list; a vehicle's own schedule; and a vehicle's next service as its schedule,
 * last service and odometer readings say. A save works the next service out again for the vehicles
 * it reaches, so the reminders go by it.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError } from '../../shared/errors.js';
import { regoKey } from '../../shared/rego.js';
import { cleanText, findInvalidText, INVALID_TEXT_MESSAGE } from '../../shared/text.js';
import { vehicleNameCase } from '../../shared/vehicle-name.js';
import type { ChangeUnit } from '../../platform/outbox/public.js';
import { Vehicle } from '../vehicles/vehicle.entity.js';
import { ServiceSchedule, VehicleServicePlan } from './service-schedule.entity.js';
import { checkItems, checkKm, checkMonths, MAX_SCHEDULES, nameKey } from './service-schedule-rules.js';
import { dueOf, refreshAll, refreshDue, templateName } from './service-due.js';
import type { ServiceScheduleView, VehicleServiceSchedule } from './service-schedules.types.js';

interface ScheduleDraft {
  id?: unknown;
  make?: unknown;
  model?: unknown;
  everyKm?: unknown;
  everyMonths?: unknown;
  items?: unknown;
}

function name(value: unknown, what: string): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') throw AppError.badInput(`The ${what} must be text.`);
  const clean = cleanText(value);
  if (clean.length > 100) throw AppError.badInput(`The ${what} must be at most 100 characters.`);
  return clean ? vehicleNameCase(clean) || clean : null;
}

const scheduleView = (s: ServiceSchedule): ServiceScheduleView => ({ id: s._id, make: s.make ?? null, model: s.model ?? null, everyKm: s.everyKm, everyMonths: s.everyMonths, items: s.items });

export class ServiceSchedulesService {
  constructor(private readonly deps: { changes: ChangeUnit; timeZone: string }) {}

  /** Every schedule: the default first, then by make and model. */
  async schedules(em: EntityManager): Promise<ServiceScheduleView[]> {
    const rows = await em.find(ServiceSchedule, {}, { orderBy: { position: 'asc' } });
    return rows.map(scheduleView);
  }

  /** Saves the whole list: existing schedules by id, new ones (no id) added, those left out removed; one default (no make) always. */
  async saveSchedules(em: EntityManager, drafts: unknown): Promise<ServiceScheduleView[]> {
    if (!Array.isArray(drafts) || !drafts.length) throw AppError.badInput('Send the whole list of schedules, the default among them.');
    if (findInvalidText(drafts) !== undefined) throw AppError.badInput(INVALID_TEXT_MESSAGE);
    if (drafts.length > MAX_SCHEDULES) throw AppError.badInput(`There can be at most ${MAX_SCHEDULES} schedules.`);
    const parsed = (drafts as ScheduleDraft[]).map((raw) => {
      if (!raw || typeof raw !== 'object') throw AppError.badInput('Each schedule must be an object.');
      const make = name(raw.make, 'make');
      const model = name(raw.model, 'model');
      if (model && !make) throw AppError.badInput(`A schedule for the model "${model}" needs its make.`, { make: ['Enter the make.'] });
      return { id: typeof raw.id === 'string' && raw.id ? raw.id : null, make, model, everyKm: checkKm(raw.everyKm), everyMonths: checkMonths(raw.everyMonths), items: checkItems(raw.items) };
    });
    const defaults = parsed.filter((p) => !p.make).length;
    if (defaults !== 1) throw AppError.badInput(defaults ? 'There can be only one default schedule (without a make).' : 'Keep the default schedule (without a make): it is for every vehicle no other schedule matches.');
    const keys = new Set<string>();
    for (const p of parsed) {
      const key = `${nameKey(p.make)}|${nameKey(p.model)}`;
      if (keys.has(key)) throw AppError.badInput(`There are two schedules for ${templateName(p)}.`);
      keys.add(key);
    }
    // The default first, then by make and model.
    parsed.sort((a, b) => (!a.make ? -1 : !b.make ? 1 : `${nameKey(a.make)}|${nameKey(a.model)}`.localeCompare(`${nameKey(b.make)}|${nameKey(b.model)}`)));

    try {
      await this.deps.changes.run(em, async (tx, effects) => {
        const existing = new Map((await tx.find(ServiceSchedule, {})).map((s) => [s._id, s]));
        const sent = new Set<string>();
        for (const p of parsed) {
          if (!p.id) continue;
          if (!existing.has(p.id)) throw AppError.badInput(`There is no schedule "${p.id}": send new schedules without an id.`);
          if (sent.has(p.id)) throw AppError.badInput(`The schedule for ${templateName(p)} is in the list twice.`);
          sent.add(p.id);
        }
        // Those left out go first, so a make and model moved to a new row does not meet its old row in the unique index.
        for (const row of existing.values()) if (!sent.has(row._id)) tx.remove(row);
        await tx.flush();
        for (const [i, p] of parsed.entries()) {
          const fields = { make: p.make, model: p.model, everyKm: p.everyKm, everyMonths: p.everyMonths, items: p.items, position: i };
          if (p.id) Object.assign(existing.get(p.id)!, fields);
          else tx.create(ServiceSchedule, fields);
        }
        await tx.flush();
        await refreshAll(tx, this.deps.timeZone);
        effects.audit({ action: 'settings.service_schedules_saved', entityType: 'settings', entityId: 'service-schedules', summary: `Service schedules saved: ${parsed.length}` });
      });
    } catch (error) {
      // Two rows trading their make and model, or two owners saving at once.
      if (isUniqueViolation(error)) throw AppError.conflict('The schedules changed while saving: load them again and save once more.');
      throw error;
    }
    return this.schedules(em.fork());
  }

  private async vehicle(em: EntityManager, rego: string): Promise<Vehicle> {
    const key = regoKey(typeof rego === 'string' ? rego : '');
    const vehicle = key ? await em.findOne(Vehicle, { regoKey: key }) : null;
    if (!vehicle) throw AppError.notFound(`We have no vehicle with the rego ${key || rego}.`);
    return vehicle;
  }

  /** A vehicle's schedule (its own parts, the template under them and the one it is serviced to), its last service and its next service due. */
  async vehicleSchedule(em: EntityManager, rego: string): Promise<VehicleServiceSchedule> {
    const vehicle = await this.vehicle(em, rego);
    const { schedule, template, plan, next } = await dueOf(em, vehicle, this.deps.timeZone);
    return {
      rego: vehicle.regoKey,
      own: { everyKm: plan?.everyKm ?? null, everyMonths: plan?.everyMonths ?? null, items: plan?.items ?? null },
      schedule,
      template,
      lastServiceOn: plan?.lastServiceOn ?? null,
      lastServiceKm: plan?.lastServiceKm ?? null,
      kmPerDay: next?.kmPerDay ?? null,
      nextServiceDueKm: next ? next.dueKm : (vehicle.nextServiceDueKm ?? null),
      // A date staff set by hand is the one the reminders go by; the schedule's is shown beside it.
      nextServiceDueDate: next && !vehicle.nextServiceDueByHand ? next.dueDate : (vehicle.nextServiceDue ?? null),
      setByHand: vehicle.nextServiceDueByHand,
      scheduleDueDate: next?.dueDate ?? null,
      dueByMonths: next?.dueByMonths ?? null,
      dueByKm: next?.dueByKm ?? null,
    };
  }

  /** Saves a vehicle's own schedule (a part null takes its template's) and works its next service out again, over a date set by hand. */
  async saveVehicleSchedule(em: EntityManager, rego: string, body: unknown): Promise<VehicleServiceSchedule> {
    if (findInvalidText(body) !== undefined) throw AppError.badInput(INVALID_TEXT_MESSAGE);
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw AppError.badInput('Send { everyKm, everyMonths, items }, each null for the template’s.');
    const input = body as { everyKm?: unknown; everyMonths?: unknown; items?: unknown };
    const own = {
      everyKm: input.everyKm == null ? null : checkKm(input.everyKm),
      everyMonths: input.everyMonths == null ? null : checkMonths(input.everyMonths),
      items: input.items == null ? null : checkItems(input.items),
    };
    const vehicle = await this.vehicle(em, rego);
    await this.deps.changes.run(em, async (tx, effects) => {
      const plan = (await tx.findOne(VehicleServicePlan, { regoKey: vehicle.regoKey })) ?? tx.create(VehicleServicePlan, { regoKey: vehicle.regoKey });
      Object.assign(plan, own);
      await tx.flush();
      await refreshDue(tx, vehicle.regoKey, this.deps.timeZone, true);
      const parts = [own.everyKm && `${own.everyKm} km`, own.everyMonths && `${own.everyMonths} months`, own.items && `${own.items.length} items`].filter(Boolean);
      effects.audit({
        action: 'vehicle.service_schedule_set',
        entityType: 'vehicle',
        entityId: vehicle.regoKey,
        summary: parts.length ? `Own service schedule of ${vehicle.regoKey}: ${parts.join(', ')}` : `Service schedule of ${vehicle.regoKey} back to its template`,
      });
    });
    return this.vehicleSchedule(em.fork(), vehicle.regoKey);
  }
}
