/**
 * A job card's logbook service: started from the vehicle's schedule (its items copied, so the card
 * keeps what was asked whatever the schedule becomes), each item saved done or not with a note, and
 * the service record the owner keeps with the logbook (rendered through the document issuer).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { AppError } from '../../shared/errors.js';
import { cleanText, findInvalidText, INVALID_TEXT_MESSAGE } from '../../shared/text.js';
import { addMonths, longDate, workshopDay, type Clock } from '../../shared/time.js';
import type { ChangeUnit, Effects } from '../../platform/outbox/public.js';
import type { Services } from '../../services.js';
import type { ServiceRecordFacts } from '../documents/public.js';
import { jobNumberLabel } from '../jobcards/public.js';
import { Vehicle } from '../vehicles/vehicle.entity.js';
import { LogbookService, type LogbookItem } from './service-schedule.entity.js';
import { scheduleOf } from './service-due.js';
import type { JobCardLogbook } from './service-schedules.types.js';

interface CardRow {
  _id: string;
  job_number: number;
  car_rego: string;
  rego_key: string | null;
  vehicle_make: string | null;
  vehicle_model: string | null;
  vehicle_year: number | null;
  odometer_km: number | null;
}

const NOTE_MAX = 500;
const km = (n: number) => `${n.toLocaleString('en-AU')} km`;

export class LogbookCardService {
  constructor(private readonly deps: { changes: ChangeUnit; clock: Clock; timeZone: string; issuer: Services['documentIssuer'] }) {}

  private today(): string {
    return workshopDay(this.deps.clock.now(), this.deps.timeZone).date;
  }

  private async card(em: EntityManager, id: string): Promise<CardRow> {
    const [row] = /^[0-9a-f]{24}$/.test(id)
      ? await em
          .getConnection()
          .execute<CardRow[]>(
            'select _id, job_number, car_rego, rego_key, vehicle_make, vehicle_model, vehicle_year, odometer_km from job_card where _id = ?',
            [id],
            'all',
            em.getTransactionContext(),
          )
      : [];
    if (!row) throw AppError.notFound('Job card not found.');
    return row;
  }

  /** A card's logbook service as staff see it ('repair' and no items when it is not one). */
  async logbook(em: EntityManager, jobCardId: string): Promise<JobCardLogbook> {
    await this.card(em, jobCardId);
    return view(jobCardId, await em.findOne(LogbookService, { jobCardId }));
  }

  /** Makes the card a logbook service to its vehicle's schedule: the schedule's items, none said yet. */
  async start(em: EntityManager, jobCardId: string): Promise<JobCardLogbook> {
    await this.card(em, jobCardId);
    const saved = await this.deps.changes.run(em, (tx, effects) => this.startIn(tx, effects, jobCardId));
    return view(jobCardId, saved);
  }

  /** A card made as a logbook service (`kind: 'logbook'`), in its creating transaction. */
  async startWithCard(tx: EntityManager, effects: Effects, card: { _id: string }): Promise<void> {
    await this.startIn(tx, effects, card._id);
  }

  private async startIn(tx: EntityManager, effects: Effects, jobCardId: string): Promise<LogbookService> {
    const card = await this.card(tx, jobCardId);
    if (!card.rego_key) throw AppError.badInput('A logbook service needs the car’s rego on the job card.');
    if (await tx.findOne(LogbookService, { jobCardId })) throw AppError.conflict('This job card is already a logbook service.');
    const vehicle = await tx.findOne(Vehicle, { regoKey: card.rego_key });
    const schedule = await scheduleOf(tx, { regoKey: card.rego_key, make: vehicle?.make ?? card.vehicle_make, model: vehicle?.model ?? card.vehicle_model });
    const now = this.deps.clock.now();
    const row = tx.create(LogbookService, {
      jobCardId,
      regoKey: card.rego_key,
      scheduleName: schedule.name.slice(0, 210),
      everyKm: schedule.everyKm,
      everyMonths: schedule.everyMonths,
      items: schedule.items.map((text, i) => ({ key: `item-${i + 1}`, text, done: null, note: '' })),
      servicedOn: this.today(),
      createdAt: now,
      updatedAt: now,
    });
    await tx.flush();
    effects.audit({ action: 'logbook.started', entityType: 'job_card', entityId: jobCardId, summary: `Logbook service started (${schedule.name}, ${schedule.items.length} items)` });
    return row;
  }

  /** Saves the items sent (done or not, and a note); the rest stay as they were. */
  async save(em: EntityManager, jobCardId: string, body: unknown): Promise<JobCardLogbook> {
    if (findInvalidText(body) !== undefined) throw AppError.badInput(INVALID_TEXT_MESSAGE);
    const input = (body ?? {}) as { items?: unknown };
    if (!Array.isArray(input.items)) throw AppError.badInput('`items` must be a list of { key, done, note }.');
    await this.card(em, jobCardId);
    const saved = await this.deps.changes.run(em, async (tx, effects) => {
      const row = await tx.findOne(LogbookService, { jobCardId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!row) throw AppError.badInput('This job card is not a logbook service: start one first.');
      const items: LogbookItem[] = row.items.map((i) => ({ ...i }));
      const byKey = new Map(items.map((i) => [i.key, i]));
      for (const raw of input.items as Array<{ key?: unknown; done?: unknown; note?: unknown }>) {
        const item = typeof raw?.key === 'string' ? byKey.get(raw.key) : undefined;
        if (!item) throw AppError.badInput(`This logbook service has no item "${String(raw?.key)}".`);
        if (raw.done !== undefined && raw.done !== null && typeof raw.done !== 'boolean') throw AppError.badInput(`Whether "${item.text}" was done must be true, false or null.`);
        if (raw.note !== undefined && raw.note !== null && typeof raw.note !== 'string') throw AppError.badInput(`The note of "${item.text}" must be text.`);
        const note = cleanText((raw.note as string | null | undefined) ?? '');
        if (note.length > NOTE_MAX) throw AppError.badInput(`The note of "${item.text}" must be at most ${NOTE_MAX} characters.`);
        if (raw.done !== undefined) item.done = (raw.done as boolean | null) ?? null;
        if (raw.note !== undefined) item.note = note;
      }
      Object.assign(row, { items, servicedOn: this.today(), updatedAt: this.deps.clock.now() });
      await tx.flush();
      const done = items.filter((i) => i.done === true).length;
      effects.audit({ action: 'logbook.saved', entityType: 'job_card', entityId: jobCardId, summary: `Logbook service saved: ${done} of ${items.length} items done` });
      return row;
    });
    return view(jobCardId, saved);
  }

  /** The service record of a logbook service card, as it stands now. */
  async serviceRecord(em: EntityManager, jobCardId: string): Promise<{ filename: string; pdf: Buffer }> {
    const card = await this.card(em, jobCardId);
    const row = await em.findOne(LogbookService, { jobCardId });
    if (!row) throw AppError.notFound('This job card is not a logbook service: there is no service record.');
    const vehicle = card.rego_key ? await em.findOne(Vehicle, { regoKey: card.rego_key }) : null;
    const dueKm = card.odometer_km === null ? null : card.odometer_km + row.everyKm;
    const dueOn = longDate(addMonths(row.servicedOn, row.everyMonths));
    const facts: ServiceRecordFacts = {
      jobNumber: jobNumberLabel(card.job_number),
      carRego: card.car_rego,
      make: vehicle?.make ?? card.vehicle_make,
      model: vehicle?.model ?? card.vehicle_model,
      year: vehicle?.year ?? card.vehicle_year,
      vin: vehicle?.vin ?? null,
      odometer: card.odometer_km === null ? null : km(card.odometer_km),
      servicedOn: longDate(row.servicedOn),
      schedule: `${row.scheduleName}: every ${km(row.everyKm)} or ${row.everyMonths} months, whichever comes first`,
      nextService: dueKm === null ? `By ${dueOn}` : `At ${km(dueKm)} or by ${dueOn}, whichever comes first`,
      items: row.items.map((i) => ({ text: i.text, result: i.done === true ? 'Done' : i.done === false ? 'Not done' : 'Not recorded', note: i.note })),
    };
    const rendered = await this.deps.issuer.serviceRecord(facts, `service-record-${jobNumberLabel(card.job_number)}.pdf`);
    return { filename: rendered.filename, pdf: rendered.bytes };
  }
}

/** The card's logbook service as staff see it. */
function view(jobCardId: string, row: LogbookService | null): JobCardLogbook {
  if (!row) return { jobCardId, kind: 'repair', scheduleName: null, everyKm: null, everyMonths: null, items: [], servicedOn: null };
  return { jobCardId, kind: 'logbook', scheduleName: row.scheduleName, everyKm: row.everyKm, everyMonths: row.everyMonths, items: row.items, servicedOn: row.servicedOn };
}
