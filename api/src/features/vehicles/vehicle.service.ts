/**
 * The vehicle page: the vehicle (make, model, year, VIN, owner), its odometer readings and its
 * history; staff correct its make, model, year and VIN. The database keeps the vehicle itself
 * (vehicle.entity.ts).
 */
import { vehicleNameCase } from '../../shared/vehicle-name.js';
import { assertVehicleYear } from '../../shared/customer-fields.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../shared/errors.js';
import { regoKey } from '../../shared/rego.js';
import { cleanText } from '../../shared/text.js';
import { addDays, isIsoDate, workshopDay, type Clock } from '../../shared/time.js';
import { Customer } from '../customers/customer.entity.js';
import type { ChangeUnit } from '../../platform/outbox/public.js';
import type { VehicleHistoryService } from './vehicle-history.service.js';
import { OdometerReading, Vehicle } from './vehicle.entity.js';
import { RecommendedWork, RecommendedWorkStatus } from './recommended-work.entity.js';
import type { VehicleDetails } from './vehicle.inputs.js';
import type { VehicleCertificate, VehicleView } from './vehicle-history.types.js';

/**
 * A registration expiry: a real date (yyyy-MM-dd) from 2 years before `today` to 3 years after it
 * (a registration runs at most 12 months; the margins allow for dates typed a little off); else a 400.
 */
function checkRegistrationExpiry(value: unknown, today: string): string {
  if (typeof value !== 'string' || !isIsoDate(value)) throw AppError.badInput('The registration expiry must be a date (yyyy-MM-dd).', { registrationExpiry: ['The registration expiry must be a date (yyyy-MM-dd).'] });
  const [y, m, d] = today.split('-');
  if (value < `${Number(y) - 2}-${m}-${d}`) throw AppError.badInput('The registration expiry cannot be more than 2 years in the past.', { registrationExpiry: ['The registration expiry cannot be more than 2 years in the past.'] });
  if (value > `${Number(y) + 3}-${m}-${d}`) throw AppError.badInput('The registration expiry cannot be more than 3 years ahead.', { registrationExpiry: ['The registration expiry cannot be more than 3 years ahead.'] });
  return value;
}

/** 17 characters, letters and digits but I, O and Q (ISO 3779). */
const VIN = /^[A-HJ-NPR-Z0-9]{17}$/;

export interface VehicleDeps {
  history: VehicleHistoryService;
  changes: ChangeUnit;
  clock: Clock;
  timeZone: string;
}

export class VehicleService {
  /** Its last roadworthy certificate: answered by the roadworthy inspections, which say how (`readCertificates`). */
  private certificate: (em: EntityManager, regoKey: string) => Promise<VehicleCertificate | null> = async () => null;

  constructor(private readonly deps: VehicleDeps) {}

  readCertificates(read: (em: EntityManager, regoKey: string) => Promise<VehicleCertificate | null>): void {
    this.certificate = read;
  }

  async get(em: EntityManager, rego: string): Promise<VehicleView> {
    const history = await this.deps.history.history(em, rego);
    const vehicle = await em.findOne(Vehicle, { regoKey: history.rego });
    if (!vehicle) throw AppError.notFound(`We have no vehicle with the rego ${history.rego}.`);
    const [owner, odometerReadings, recommendedWork, roadworthy] = await Promise.all([
      vehicle.customerId ? em.findOne(Customer, { _id: vehicle.customerId }) : null,
      em.find(OdometerReading, { vehicle }, { orderBy: { readAt: 'asc', _id: 'asc' } }),
      em.find(RecommendedWork, { regoKey: vehicle.regoKey, status: RecommendedWorkStatus.open }, { orderBy: { declinedAt: 'desc', lineIndex: 'asc' } }),
      this.certificate(em, vehicle.regoKey),
    ]);
    return { vehicle, owner, odometerReadings, history, recommendedWork, roadworthy };
  }

  async update(em: EntityManager, rego: string, details: VehicleDetails): Promise<Vehicle> {
    const key = regoKey(typeof rego === 'string' ? rego : '');
    const vehicle = key ? await em.findOne(Vehicle, { regoKey: key }) : null;
    if (!vehicle) throw AppError.notFound(`We have no vehicle with the rego ${key || rego}.`);
    if (details.vin !== undefined) {
      const vin = details.vin ? cleanText(details.vin).replace(/\s+/g, '').toUpperCase() : '';
      if (vin && !VIN.test(vin)) throw AppError.badInput('A VIN has 17 letters and digits, without I, O or Q.');
      vehicle.vin = vin || null;
    }
    if (details.year != null) assertVehicleYear(details.year, workshopDay(this.deps.clock.now(), this.deps.timeZone).date);
    if (details.year !== undefined) vehicle.year = details.year;
    if (details.nextServiceDue !== undefined) {
      const due = this.serviceDue(details.nextServiceDue);
      // A date staff set (or cleared) stands over the schedules' until the next service is recorded.
      if (due !== (vehicle.nextServiceDue ?? null)) {
        vehicle.nextServiceDue = due;
        vehicle.nextServiceDueByHand = true;
      }
    }
    if (details.registrationExpiry !== undefined) vehicle.registrationExpiry = this.registrationExpiry(details.registrationExpiry);
    if (details.make !== undefined) vehicle.make = details.make ? vehicleNameCase(cleanText(details.make)) || null : null;
    if (details.model !== undefined) vehicle.model = details.model ? vehicleNameCase(cleanText(details.model)) || null : null;
    await em.flush();
    return vehicle;
  }

  /** A registration expiry as given (staff or the booking form), checked: null for none. */
  registrationExpiry(value: string | null | undefined): string | null {
    if (value === null || value === undefined || value === '') return null;
    return checkRegistrationExpiry(value, workshopDay(this.deps.clock.now(), this.deps.timeZone).date);
  }

  /** A booking's vehicle (by its rego) expires on `expiry`; nothing when the database has no vehicle of that rego. */
  async recordRegistrationExpiry(em: EntityManager, rego: string, expiry: string): Promise<void> {
    const key = regoKey(rego);
    if (!key) return;
    await this.deps.changes.run(em, async (tx, effects) => {
      const vehicle = await tx.findOne(Vehicle, { regoKey: key });
      if (!vehicle || vehicle.registrationExpiry === expiry) return;
      const before = vehicle.registrationExpiry ?? null;
      vehicle.registrationExpiry = expiry;
      await tx.flush();
      effects.audit({
        action: 'vehicle.registration_expiry_set',
        entityType: 'vehicle',
        entityId: key,
        summary: `Registration expiry of ${key} set to ${expiry} from a booking`,
        changes: { registrationExpiry: [before, expiry] },
      });
    });
  }

  /** A next-service date staff set: a real date from today to ten years ahead, or none. */
  private serviceDue(value: string | null): string | null {
    if (value === null || value === '') return null;
    if (!isIsoDate(value)) throw AppError.badInput('The next service date must be a date (yyyy-MM-dd).');
    const today = workshopDay(this.deps.clock.now(), this.deps.timeZone).date;
    if (value < today) throw AppError.badInput('The next service date cannot be in the past.');
    if (value > addDays(today, 3660)) throw AppError.badInput('The next service date must be within ten years.');
    return value;
  }
}
