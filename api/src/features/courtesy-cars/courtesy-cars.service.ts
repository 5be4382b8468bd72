/**
 * The courtesy cars: added, changed or retired, lent to a customer until a workshop day, and
 * returned. A car has at most one open loan (the database's partial unique index says no to a
 * second, whichever request comes first), and a retired car is never lent.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { isUniqueViolation } from '../../db/errors.js';
import type { ChangeUnit } from '../../platform/outbox/public.js';
import type { FieldChanges } from '../../shared/changes.js';
import { AppError } from '../../shared/errors.js';
import { isId } from '../../shared/ids.js';
import { regoKey, tidyRego } from '../../shared/rego.js';
import { cleanText } from '../../shared/text.js';
import { isIsoDate, workshopDay, type Clock } from '../../shared/time.js';
import { CourtesyCar, CourtesyLoan } from './courtesy-car.entity.js';
import type { AddCourtesyCarInput, LendCourtesyCarInput, UpdateCourtesyCarInput } from './courtesy-cars.inputs.js';

const ALREADY_LENT_MESSAGE = 'This car is already out on loan.';
const RETIRED_MESSAGE = 'This car is retired and cannot be lent.';
const DUPLICATE_REGO_MESSAGE = 'A courtesy car with this rego already exists.';
const CAR_NOT_FOUND_MESSAGE = 'This courtesy car no longer exists.';
const NOT_OUT_MESSAGE = 'This car is not out on loan.';
/** How many of a car's loans the list shows, newest first. */
const RECENT_LOANS = 5;

export interface CourtesyCarsDeps {
  clock: Clock;
  timeZone: string;
  changes: ChangeUnit;
}

const optionalText = (value: string | null | undefined): string | null => (value == null ? null : cleanText(value) || null);

export class CourtesyCarsService {
  constructor(private readonly deps: CourtesyCarsDeps) {}

  /** Every car, those in service first, by rego, each with its open loan and its latest loans. */
  async list(em: EntityManager): Promise<CourtesyCar[]> {
    const cars = await em.find(CourtesyCar, {}, { orderBy: { retired: 'asc', rego: 'asc' } });
    if (!cars.length) return [];
    const rows = await em.getConnection().execute<Array<{ id: string }>>(
      `SELECT "_id" AS id FROM (
         SELECT "_id", "returned_at", row_number() OVER (PARTITION BY "car_id" ORDER BY "lent_at" DESC) AS n FROM "courtesy_loan"
       ) AS l WHERE l.n <= ? OR l."returned_at" IS NULL`,
      [RECENT_LOANS],
    );
    const loans = rows.length ? await em.find(CourtesyLoan, { _id: { $in: rows.map((r) => r.id) } }, { orderBy: { lentAt: 'desc' } }) : [];
    return cars.map((car) => this.withLoans(car, loans.filter((loan) => loan.car._id === car._id)));
  }

  async add(em: EntityManager, input: AddCourtesyCarInput): Promise<CourtesyCar> {
    const car = Object.assign(new CourtesyCar(), {
      rego: tidyRego(input.rego),
      regoKey: regoKey(input.rego),
      description: cleanText(input.description),
      notes: optionalText(input.notes),
      retired: false,
      createdAt: this.deps.clock.now(),
    });
    try {
      await this.deps.changes.run(em, async (tx, effects) => {
        await tx.insert(CourtesyCar, { _id: car._id, rego: car.rego, regoKey: car.regoKey, description: car.description, notes: car.notes, retired: false, createdAt: car.createdAt });
        effects.audit({ action: 'courtesy_car.added', entityType: 'courtesy_car', entityId: car._id, summary: `Courtesy car ${car.rego} (${car.description}) added` });
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw AppError.conflict(DUPLICATE_REGO_MESSAGE);
      throw err;
    }
    return this.withLoans(car, []);
  }

  async update(em: EntityManager, id: string, input: UpdateCourtesyCarInput): Promise<CourtesyCar> {
    const car = await this.deps.changes.run(em, async (tx, effects) => {
      const car = await this.find(tx, id);
      const before = { description: car.description, notes: car.notes ?? null, retired: car.retired };
      if (input.description != null) car.description = cleanText(input.description);
      if (input.notes !== undefined) car.notes = optionalText(input.notes);
      if (input.retired != null) car.retired = input.retired;
      const after = { description: car.description, notes: car.notes ?? null, retired: car.retired };
      const changes: FieldChanges = Object.fromEntries(
        (Object.keys(before) as Array<keyof typeof before>).filter((key) => before[key] !== after[key]).map((key): [string, [unknown, unknown]] => [key, [before[key], after[key]]]),
      );
      if (!Object.keys(changes).length) return car;
      await tx.flush();
      const what = before.retired !== after.retired ? (after.retired ? 'retired' : 'back in service') : 'changed';
      effects.audit({ action: 'courtesy_car.changed', entityType: 'courtesy_car', entityId: car._id, summary: `Courtesy car ${car.rego} ${what}`, changes });
      return car;
    });
    return this.withLoans(car, await this.loansOf(em, car));
  }

  async lend(em: EntityManager, id: string, input: LendCourtesyCarInput): Promise<CourtesyCar> {
    const today = workshopDay(this.deps.clock.now(), this.deps.timeZone).date;
    if (!isIsoDate(input.dueBack)) throw AppError.badInput('Due back date must be a date (yyyy-MM-dd).', { dueBack: ['Due back date must be a date (yyyy-MM-dd).'] });
    if (input.dueBack < today) throw AppError.badInput('Due back date cannot be before today.', { dueBack: ['Due back date cannot be before today.'] });
    const car = await this.find(em, id);
    if (car.retired) throw AppError.conflict(RETIRED_MESSAGE);
    try {
      await this.deps.changes.run(em, async (tx, effects) => {
        const loan = {
          _id: new CourtesyLoan()._id,
          car: car._id,
          customerName: cleanText(input.customerName),
          customerPhone: cleanText(input.customerPhone),
          jobCardId: input.jobCardId || null,
          lentAt: this.deps.clock.now(),
          dueBack: input.dueBack,
          returnedAt: null,
          notes: optionalText(input.notes),
        };
        // Refused by the database while the car is retired or out (the partial unique index).
        const lent = await tx.getConnection().execute<Array<{ id: string }>>(
          `INSERT INTO "courtesy_loan" ("_id", "car_id", "customer_name", "customer_phone", "job_card_id", "lent_at", "due_back", "returned_at", "notes")
           SELECT ?, "_id", ?, ?, ?, ?, ?, NULL, ? FROM "courtesy_car" WHERE "_id" = ? AND NOT "retired" RETURNING "_id" AS id`,
          [loan._id, loan.customerName, loan.customerPhone, loan.jobCardId, loan.lentAt.toISOString(), loan.dueBack, loan.notes, loan.car],
          'all',
          tx.getTransactionContext(),
        );
        if (!lent.length) throw AppError.conflict(RETIRED_MESSAGE);
        effects.audit({
          action: 'courtesy_car.lent',
          entityType: 'courtesy_car',
          entityId: car._id,
          summary: `Courtesy car ${car.rego} lent to ${loan.customerName} (${loan.customerPhone}), due back ${loan.dueBack}`,
          changes: { out: [false, true] },
        });
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw AppError.conflict(ALREADY_LENT_MESSAGE);
      throw err;
    }
    return this.withLoans(car, await this.loansOf(em.fork(), car));
  }

  async return(em: EntityManager, id: string): Promise<CourtesyCar> {
    const car = await this.deps.changes.run(em, async (tx, effects) => {
      const car = await this.find(tx, id);
      const loan = await tx.findOne(CourtesyLoan, { car: car._id, returnedAt: null });
      if (!loan) throw AppError.conflict(NOT_OUT_MESSAGE);
      loan.returnedAt = this.deps.clock.now();
      await tx.flush();
      effects.audit({
        action: 'courtesy_car.returned',
        entityType: 'courtesy_car',
        entityId: car._id,
        summary: `Courtesy car ${car.rego} returned by ${loan.customerName}`,
        changes: { out: [true, false] },
      });
      return car;
    });
    return this.withLoans(car, await this.loansOf(em, car));
  }

  private async find(em: EntityManager, id: string): Promise<CourtesyCar> {
    const car = isId(id) ? await em.findOne(CourtesyCar, { _id: id }) : null;
    if (!car) throw AppError.notFound(CAR_NOT_FOUND_MESSAGE);
    return car;
  }

  private loansOf(em: EntityManager, car: CourtesyCar): Promise<CourtesyLoan[]> {
    return em.find(CourtesyLoan, { car: car._id }, { orderBy: { lentAt: 'desc' }, limit: RECENT_LOANS, refresh: true });
  }

  /** The car with its open loan and latest loans (newest first), each loan's `overdue` as of today. */
  private withLoans(car: CourtesyCar, loans: CourtesyLoan[]): CourtesyCar {
    const today = workshopDay(this.deps.clock.now(), this.deps.timeZone).date;
    for (const loan of loans) loan.overdue = !loan.returnedAt && loan.dueBack < today;
    car.openLoan = loans.find((loan) => !loan.returnedAt) ?? null;
    car.recentLoans = loans.slice(0, RECENT_LOANS);
    return car;
  }
}
