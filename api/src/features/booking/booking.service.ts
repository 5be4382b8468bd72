/**
 * The booking rules: availability, booking, cancelling and blocked periods. Resolvers and
 * REST routes call this and nothing else; every rule is checked here, once.
 */
import { LockMode } from '@mikro-orm/core';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError } from '../../shared/errors.js';
import { isId, newId } from '../../shared/ids.js';
import type { PubSub } from '../../shared/pubsub.js';
import { isIsoDate, toLocal, type Clock } from '../../shared/time.js';
import { bookingMails, cancellationMails } from '../mail/booking.templates.js';
import type { OutboxService } from '../outbox/outbox.service.js';
import { Appointment, AppointmentStatus } from './appointment.entity.js';
import { AppointmentWriter } from './appointment-writer.js';
import { AvailabilityCache, type DateAvailability } from './availability-cache.js';
import { BlockedPeriod } from './blocked-period.entity.js';
import type { AppointmentInput, BlockPeriodInput } from './booking.inputs.js';
import type { Availability } from './booking.types.js';
import { availableSlots, blockedSlots, isClosedDay, isOpeningSlot, isSaturday, type Period } from './opening-hours.js';

export const SLOT_TAKEN_MESSAGE = 'This time is no longer available. Please choose another time.';
export const INVALID_CANCEL_LINK = 'Invalid cancellation link. Missing or malformed appointment ID.';

export interface BookingDeps {
  orm: MikroORM;
  config: Config;
  clock: Clock;
  pubsub: PubSub;
  outbox: OutboxService;
}

export class BookingService {
  private readonly cache: AvailabilityCache;
  private readonly writer: AppointmentWriter;

  constructor(private readonly deps: BookingDeps) {
    this.cache = new AvailabilityCache(deps.pubsub, (date) => this.loadTakenTimes(date));
    this.writer = new AppointmentWriter(deps.orm.em, deps.outbox);
  }

  close(): void {
    this.cache.close();
  }

  /** Booked and blocked times of a date (the public REST read). */
  async unavailableTimes(date: string): Promise<DateAvailability> {
    this.assertDate(date);
    return this.cache.get(date);
  }

  /** The `{ unavailableSlots }` JSON of a date when it is cached: the hot path's answer without I/O. */
  cachedBookedSlotsJson(date: string): string | undefined {
    return this.cache.peek(date)?.json;
  }

  async availability(date: string): Promise<Availability> {
    const taken = await this.unavailableTimes(date);
    return {
      date,
      closed: isClosedDay(date),
      availableTimes: availableSlots(date, this.now(), taken.unavailableSet),
      unavailableTimes: taken.unavailable,
    };
  }

  /** Books through the group-committing writer, straight on the pool: the hot write needs no unit of work. */
  async book(input: AppointmentInput): Promise<Appointment> {
    const { businessName } = this.deps.config;
    const date = input.preferredDate;
    const time = input.preferredTime;
    const now = this.now();
    this.assertDate(date);
    const maxYear = Number(now.date.slice(0, 4)) + 1;
    if (input.vehicleYear > maxYear) throw AppError.badInput(`Vehicle year must be ${maxYear} or earlier.`);
    if (date < now.date) throw AppError.badInput('Please choose a date from today onwards.');
    if (isClosedDay(date)) throw AppError.badInput(`${businessName} is closed on Sundays. Please select another day.`);
    if (isSaturday(date) && time >= '13:00') {
      throw AppError.badInput(`${businessName} closes at 1:00 PM on Saturdays. Please select a time before 1:00 PM.`);
    }
    if (!isOpeningSlot(date, time)) {
      throw AppError.badInput(
        'Please choose a time on the hour or half hour from 9:00 AM to 4:30 PM (to 12:30 PM on Saturdays).',
      );
    }
    if (date === now.date && time <= now.time) throw AppError.badInput('That time has already passed today. Please choose a later time.');
    const taken = await this.cache.get(date);
    if (taken.blocked.has(time)) throw AppError.badInput('The workshop is not taking bookings at that time. Please choose another time.');
    if (taken.unavailableSet.has(time)) throw AppError.conflict(SLOT_TAKEN_MESSAGE);

    // A plain object, not an entity instance: nothing on this path needs the ORM's tracking.
    const appointment: Appointment = {
      _id: newId(),
      fullName: input.fullName.trim(),
      email: input.email.trim(),
      phone: input.phone.trim(),
      vehicleMake: input.vehicleMake.trim(),
      vehicleModel: input.vehicleModel.trim(),
      vehicleYear: input.vehicleYear,
      registration: input.registration?.trim().toUpperCase() || null,
      serviceType: input.serviceType,
      issueDescription: input.issueDescription.trim(),
      preferredDate: date,
      preferredTime: time,
      status: AppointmentStatus.booked,
      createdAt: this.deps.clock.now(),
      cancelledAt: null,
    };
    let inserted: boolean;
    try {
      inserted = await this.writer.insert(appointment, bookingMails(appointment, this.deps.config.adminEmail));
    } catch (err) {
      if (isUniqueViolation(err)) throw AppError.conflict(SLOT_TAKEN_MESSAGE);
      throw err;
    }
    if (!inserted) throw AppError.conflict(SLOT_TAKEN_MESSAGE);
    // Update this instance's answer in place; other instances drop theirs.
    this.cache.markBooked(date, time);
    this.deps.pubsub.publish('availability.changed', { dates: [date], origin: this.cache.origin });
    this.deps.pubsub.publish('appointment.booked', { id: appointment._id, date, time });
    this.deps.outbox.notify();
    return appointment;
  }

  /**
   * Cancels a booked appointment. From a customer's link the email, when given, must match,
   * and a past appointment can no longer be cancelled.
   */
  async cancel(em: EntityManager, id: string, options: { email?: string | null; by: 'customer' | 'workshop' }): Promise<string> {
    if (!isId(id)) throw AppError.badInput(INVALID_CANCEL_LINK);
    const appointment = await em.transactional(async (tx) => {
      const found = await tx.findOne(Appointment, { _id: id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!found) throw AppError.notFound('We could not find this appointment. It may already have been removed.');
      const email = options.email?.trim();
      if (email && found.email.toLowerCase() !== email.toLowerCase()) {
        throw new AppError('FORBIDDEN', 'The email address in this link does not match the appointment.');
      }
      if (found.status === AppointmentStatus.cancelled) throw AppError.conflict('This appointment has already been cancelled.');
      const now = this.now();
      if (options.by === 'customer' && `${found.preferredDate} ${found.preferredTime}` <= `${now.date} ${now.time}`) {
        throw AppError.conflict(
          `This appointment has already taken place, so it can no longer be cancelled online. Please call us on ${this.deps.config.businessPhone}.`,
        );
      }
      found.status = AppointmentStatus.cancelled;
      found.cancelledAt = this.deps.clock.now();
      await this.deps.outbox.enqueue(tx, cancellationMails(found, this.deps.config.adminEmail, options.by));
      return found;
    });
    this.changed(appointment.preferredDate);
    this.deps.pubsub.publish('appointment.cancelled', {
      id: appointment._id,
      date: appointment.preferredDate,
      time: appointment.preferredTime,
    });
    this.deps.outbox.notify();
    return options.by === 'customer'
      ? 'Your appointment has been cancelled successfully. A confirmation has been sent to your email.'
      : 'Appointment cancelled. The customer has been notified by email.';
  }

  /** Every appointment, by date and time. */
  listAppointments(em: EntityManager): Promise<Appointment[]> {
    return em.find(Appointment, {}, { orderBy: { preferredDate: 'asc', preferredTime: 'asc' } });
  }

  /** Removes an appointment for good (booked or cancelled); a booked one frees its slot. */
  async deleteAppointment(em: EntityManager, id: string): Promise<string> {
    const appointment = isId(id) ? await em.findOne(Appointment, { _id: id }) : null;
    if (!appointment) throw AppError.notFound('This appointment no longer exists.');
    await em.remove(appointment).flush();
    this.changed(appointment.preferredDate);
    this.deps.pubsub.publish('appointment.deleted', { id });
    return 'Appointment permanently deleted.';
  }

  listBlockedPeriods(em: EntityManager): Promise<BlockedPeriod[]> {
    return em.find(BlockedPeriod, {}, { orderBy: { startDate: 'asc', startTime: 'asc' } });
  }

  /** Blocks a period from booking; answers the booked appointments that fall inside it. */
  async blockPeriod(em: EntityManager, input: BlockPeriodInput): Promise<{ period: BlockedPeriod; affected: Appointment[] }> {
    if (!isIsoDate(input.startDate) || !isIsoDate(input.endDate)) throw AppError.badInput('Please enter valid start and end dates.');
    if (`${input.endDate}T${input.endTime}` <= `${input.startDate}T${input.startTime}`) {
      throw AppError.badInput('The end of the period must be after its start.');
    }
    const period = em.create(BlockedPeriod, { ...input, reason: input.reason.trim() });
    await em.persist(period).flush();
    this.deps.pubsub.publish('availability.changed', { dates: null });
    const candidates = await em.find(
      Appointment,
      { status: AppointmentStatus.booked, preferredDate: { $gte: input.startDate, $lte: input.endDate } },
      { orderBy: { preferredDate: 'asc', preferredTime: 'asc' } },
    );
    const affected = candidates.filter((a) => blockedSlots(a.preferredDate, [input]).includes(a.preferredTime));
    return { period, affected };
  }

  async unblockPeriod(em: EntityManager, id: string): Promise<void> {
    const period = isId(id) ? await em.findOne(BlockedPeriod, { _id: id }) : null;
    if (!period) throw AppError.notFound('This blocked period no longer exists.');
    await em.remove(period).flush();
    this.deps.pubsub.publish('availability.changed', { dates: null });
  }

  /** Booked times and blocking periods of a date, in one narrow query (no entity hydration). */
  private async loadTakenTimes(date: string): Promise<{ booked: string[]; blocked: string[] }> {
    const rows = await this.deps.orm.em.getConnection().execute<Array<{ a: string; b: string | null; c: string | null; d: string | null }>>(
      `SELECT preferred_time AS a, NULL AS b, NULL AS c, NULL AS d FROM appointment WHERE preferred_date = ? AND status = 'booked'
       UNION ALL
       SELECT start_date, start_time, end_date, end_time FROM blocked_period WHERE start_date <= ? AND end_date >= ?`,
      [date, date, date],
    );
    const booked = rows.filter((r) => r.b === null).map((r) => r.a);
    const periods: Period[] = rows
      .filter((r) => r.b !== null)
      .map((r) => ({ startDate: r.a, startTime: r.b!, endDate: r.c!, endTime: r.d! }));
    return { booked, blocked: blockedSlots(date, periods) };
  }

  private assertDate(date: string): void {
    if (!isIsoDate(date)) throw AppError.badInput('Please provide a valid date written yyyy-MM-dd.');
  }

  private changed(date: string): void {
    this.deps.pubsub.publish('availability.changed', { dates: [date] });
  }

  private now() {
    return toLocal(this.deps.clock.now(), this.deps.config.timeZone);
  }
}


export function blockPeriodMessage(affected: number): string {
  if (affected === 0) return 'Period blocked successfully.';
  return `Period blocked. Warning: ${affected} booked appointment${affected === 1 ? '' : 's'} fall${affected === 1 ? 's' : ''} inside it; contact ${affected === 1 ? 'that customer' : 'those customers'} or cancel ${affected === 1 ? 'it' : 'them'}.`;
}

