/**
 * The booking rules: availability, booking, cancelling and blocked periods (blocked-periods.ts). Resolvers and
 * REST routes call this and nothing else; every rule is checked here, once.
 */
import { assertVehicleYear } from '../../shared/customer-fields.js';
import { LockMode, raw } from '@mikro-orm/core';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import { isBlockedSlotViolation, isUniqueViolation } from '../../db/errors.js';
import { statement } from '../../db/raw.js';
import { AppError } from '../../shared/errors.js';
import { isId, newId } from '../../shared/ids.js';
import type { PubSub } from '../../shared/pubsub.js';
import { toLocal, type Clock } from '../../shared/time.js';
import { bookingMails, cancellationMails, movedMails } from './booking.templates.js';
import { assertBookableTime, assertIsoDate } from './booking-times.js';
import type { LeadRows, OutboxService } from '../../platform/outbox/outbox.service.js';
import type { ChangeUnit } from '../../platform/outbox/public.js';
import { Appointment, AppointmentStatus, APPOINTMENT_REGO_KEY } from './appointment.entity.js';
import { newReference } from './booking-reference.js';
import { AppointmentWriter, type LeadTexts } from './appointment-writer.js';
import { bookingTexts } from './booking.texts.js';
import { undoCancel } from './cancel-undo.js';
import { appointmentFigures, bookingCounts, type AppointmentDateRange, type AppointmentFigures } from './appointment-figures.js';
import { AvailabilityCache, type DateAvailability, type TakenTimes } from './availability-cache.js';
import { appointmentChanges } from './appointment.changes.js';
import { appointmentJson } from './appointment.json.js';
import { blockPeriod, unblockPeriod } from './blocked-periods.js';
import { BlockedPeriod } from './blocked-period.entity.js';
import { requestFieldsOf, type BookingRequestInput, type BlockPeriodInput } from './booking.inputs.js';
import type { Availability } from './booking.types.js';
import { SLOT_MINUTES, stillBookable, type WeekHours } from './opening-hours.js';
import { cleanText } from '../../shared/text.js';
import { currentActor } from '../../shared/actor.js';

export const SLOT_TAKEN_MESSAGE = 'This time is no longer available. Please choose another time.';
/** A service the workshop does not offer (settings): the form lists only those it does. */
const SERVICE_NOT_OFFERED_MESSAGE = 'We do not offer that service at the moment. Please choose one of the listed services.';
export const SLOT_BLOCKED_MESSAGE = 'The workshop is not taking bookings at that time. Please choose another time.';
const INVALID_CANCEL_LINK = 'Invalid cancellation link. Missing or malformed appointment ID.';
const APPOINTMENT_GONE_MESSAGE = 'This appointment no longer exists.';

/** What staff choose when they book for a customer. */
export interface StaffBooking {
  /** The customer picked from the customers search; null: found or made from the email and phone. */
  customerId: string | null;
  /** Whether the customer gets the confirmation (with its calendar invitation and cancel link). */
  sendConfirmation: boolean;
}

export interface BookingDeps {
  orm: MikroORM;
  config: Config;
  clock: Clock;
  pubsub: PubSub;
  outbox: OutboxService;
  changes: ChangeUnit;
  /** The workshop's settings bookings follow: its opening hours and the services it offers. */
  workshop: BookingWorkshop;
  /** Texts to the customer's phone (the sms feature), written by the booking statement. */
  texts?: BookingTexts;
  /** Webhook deliveries of each booking (the webhooks feature), written by the booking statement. */
  webhooks?: BookingWebhooks;
}

interface BookingWebhooks {
  /** The statement's rows for these bookings (each with its REST JSON), or null when no endpoint takes them. */
  bookedRows(booked: Array<{ id: string; at: Date; json: object }>): LeadRows | null;
  /** Wakes the webhooks' worker after a commit that queued some of `event`. */
  notify(event: 'appointment.booked'): void;
}

interface BookingTexts {
  /** Whether messages of `kind` go by text. */
  sends(kind: string): boolean;
  leadRows: LeadTexts;
  /** Wakes the texts' worker after a commit that queued some. */
  notify(): void;
}

interface BookingWorkshop {
  hours(): Promise<WeekHours>;
  servicesOffered(): Promise<readonly string[]>;
  /** The workshop's name as its texts give it (the saved business details, else BUSINESS_NAME). */
  name(): Promise<string>;
  /** Calls `listener` whenever the settings may have changed (saved here or on another instance). */
  onChange(listener: () => void): void;
}

export class BookingService {
  private readonly cache: AvailabilityCache;
  private readonly writer: AppointmentWriter;

  constructor(private readonly deps: BookingDeps) {
    this.cache = new AvailabilityCache(deps.pubsub, (date) => this.loadTakenTimes(date));
    this.writer = new AppointmentWriter(
      deps.orm,
      deps.outbox,
      (texts) => deps.texts?.leadRows(texts) ?? null,
      (appointments) => deps.webhooks?.bookedRows(appointments.map((a) => ({ id: a._id, at: a.createdAt, json: appointmentJson(a) }))) ?? null,
    );
    // Saved opening hours change every date's slots at once.
    deps.workshop.onChange(() => this.cache.invalidate(null));
  }

  close(): void {
    this.cache.close();
  }

  /** Booked and blocked times of a date (the public REST read). */
  async unavailableTimes(date: string): Promise<DateAvailability> {
    // Only valid dates are ever cached: a hit needs no check.
    const hit = this.cache.peek(date);
    if (hit) return hit;
    this.assertDate(date);
    return this.cache.get(date);
  }

  /**
   * Moves with every change of booked or blocked times and at each half hour (today's times pass
   * then): GraphQL's kept `availability` answers follow it. Null while changes may be missed.
   */
  availabilityVersion(): number | null {
    const changes = this.cache.version();
    if (changes === null) return null;
    const now = this.now();
    const halfHours = Date.parse(`${now.date}T00:00:00Z`) / 1_800_000 + Number(now.time.slice(0, 2)) * 2 + (now.time.slice(3, 5) >= '30' ? 1 : 0);
    return changes * 10_000_000 + (halfHours % 10_000_000);
  }

  /** The `{ unavailableSlots }` JSON of a date when it is cached: the hot path's answer without I/O. */
  cachedBookedSlotsJson(date: string): string | undefined {
    return this.cache.peek(date)?.json;
  }

  async availability(date: string): Promise<Availability> {
    const taken = await this.unavailableTimes(date);
    return {
      date,
      closed: taken.closed,
      availableTimes: stillBookable(date, this.now(), taken.bookable),
      unavailableTimes: taken.unavailable,
    };
  }

  /**
   * Books through the group-committing writer, straight on the pool: the hot write needs no unit
   * of work. Staff (a booking taken by phone) may pick the customer and any half hour of the
   * opening hours, and choose whether the customer gets the confirmation.
   */
  async book(input: BookingRequestInput, staff?: StaffBooking): Promise<Appointment> {
    const date = input.preferredDate;
    const time = input.preferredTime;
    const now = this.now();
    assertIsoDate(date);
    if (input.vehicleYear !== null || !staff) assertVehicleYear(input.vehicleYear as number, now.date);
    const [hours, offered] = await Promise.all([this.deps.workshop.hours(), this.deps.workshop.servicesOffered()]);
    assertBookableTime(date, time, now, this.deps.config.businessName, staff ? 'staff' : 'customer', hours);
    if (!offered.includes(input.serviceType)) throw AppError.badInput(SERVICE_NOT_OFFERED_MESSAGE);
    const taken = await this.cache.get(date);
    // Early answers from the cache; the database has the final word on both (see appointment-writer.ts).
    if (taken.blocked.has(time)) throw AppError.badInput(SLOT_BLOCKED_MESSAGE);
    if (taken.unavailableSet.has(time)) throw AppError.conflict(SLOT_TAKEN_MESSAGE);
    if (staff?.customerId) await this.assertCustomer(staff.customerId);

    // A plain object, not an entity instance: nothing on this path needs the ORM's tracking.
    const appointment: Appointment = {
      _id: newId(),
      reference: newReference(),
      ...requestFieldsOf(input),
      registration: input.registration ? cleanText(input.registration).toUpperCase() || null : null,
      status: AppointmentStatus.booked,
      createdAt: this.deps.clock.now(),
      cancelledAt: null,
      calendarSequence: 0,
      // Found or made by the database as the row is written (customers), unless staff picked one.
      customerId: staff?.customerId ?? null,
    };
    const mails = bookingMails(appointment, this.deps.config.adminEmail, staff ? { confirm: staff.sendConfirmation } : 'customer');
    // The confirmation by text too, when texts go for it (and, in the statement, the customer's preference includes them).
    const confirm = !staff || staff.sendConfirmation;
    const texts =
      confirm && this.deps.texts?.sends('booking.confirmation')
        ? bookingTexts(appointment, { name: await this.deps.workshop.name(), publicUrl: this.deps.config.publicUrl })
        : [];
    let inserted: string | null | false;
    try {
      inserted = await this.writer.insert(appointment, mails, {
        at: appointment.createdAt,
        actor: currentActor(),
        action: 'appointment.booked',
        entityType: 'appointment',
        entityId: appointment._id,
        summary: `${appointment.serviceType} for ${appointmentName(appointment)} booked for ${date} ${time}${staff ? '' : ' by the customer'}`,
        changes: { status: [null, AppointmentStatus.booked], preferredDate: [null, date], preferredTime: [null, time] },
      }, texts);
    } catch (err) {
      if (isUniqueViolation(err)) throw AppError.conflict(SLOT_TAKEN_MESSAGE);
      if (isBlockedSlotViolation(err)) {
        this.cache.invalidate([date]);
        throw AppError.badInput(SLOT_BLOCKED_MESSAGE);
      }
      throw err;
    }
    if (inserted === false) throw AppError.conflict(SLOT_TAKEN_MESSAGE);
    // The appointment and its mail were written by one statement; its effects go out as any change's.
    this.deps.changes.committed(
      (effects) => {
        // Update this instance's answer in place; other instances drop theirs.
        effects.afterCommit(() => this.cache.markBooked(date, time, appointment._id));
        effects.changed(appointmentChanges.booked, { id: appointment._id, date, time, origin: this.cache.origin });
        if (texts.length) effects.afterCommit(() => this.deps.texts?.notify());
        effects.afterCommit(() => this.deps.webhooks?.notify('appointment.booked'));
      },
      { mailQueued: mails.length > 0 },
    );
    return { ...appointment, customerId: inserted };
  }

  /**
   * Moves a booked appointment to another date and time (staff): refused when that time is
   * closed, past, blocked or full, and then nothing changes. The customer is told unless staff
   * chose not to; the old time is free at once; a job card linked to it follows (it points to it).
   */
  async reschedule(em: EntityManager, id: string, to: { preferredDate: string; preferredTime: string; notify: boolean }): Promise<Appointment> {
    if (!isId(id)) throw AppError.notFound(APPOINTMENT_GONE_MESSAGE);
    assertBookableTime(to.preferredDate, to.preferredTime, this.now(), this.deps.config.businessName, 'staff', await this.deps.workshop.hours());
    try {
      return await this.deps.changes.run(em, async (tx, effects) => {
        const found = await tx.findOne(Appointment, { _id: id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!found) throw AppError.notFound(APPOINTMENT_GONE_MESSAGE);
        if (found.status !== AppointmentStatus.booked) throw AppError.conflict('This appointment has been cancelled, so it cannot be moved.');
        const from = { date: found.preferredDate, time: found.preferredTime };
        if (from.date === to.preferredDate && from.time === to.preferredTime) throw AppError.badInput('The appointment is already at that time.');
        found.preferredDate = to.preferredDate;
        found.preferredTime = to.preferredTime;
        found.calendarSequence += 1;
        await tx.flush();
        effects.mail(...movedMails(found, from, to.notify));
        effects.audit({
          action: 'appointment.rescheduled',
          entityType: 'appointment',
          entityId: found._id,
          summary: `Appointment of ${appointmentName(found)} moved from ${from.date} ${from.time} to ${found.preferredDate} ${found.preferredTime}${to.notify ? '' : ' (customer not notified)'}`,
          changes: { preferredDate: [from.date, found.preferredDate], preferredTime: [from.time, found.preferredTime] },
        });
        effects.changed(appointmentChanges.moved, { id: found._id, from, to: { date: found.preferredDate, time: found.preferredTime } });
        return found;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw AppError.conflict(SLOT_TAKEN_MESSAGE);
      if (isBlockedSlotViolation(err)) throw AppError.badInput(SLOT_BLOCKED_MESSAGE);
      throw err;
    }
  }

  /**
   * Cancels a booked appointment. From a customer's link the email, when given, must match,
   * and a past appointment can no longer be cancelled.
   */
  async cancel(em: EntityManager, id: string, options: { email?: string | null; by: 'customer' | 'workshop'; undo?: { token: string; hash: string } }): Promise<string> {
    if (!isId(id)) throw AppError.badInput(INVALID_CANCEL_LINK);
    await this.deps.changes.run(em, async (tx, effects) => {
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
      // Only the customer's own cancel can be undone, with the link made for it (cancel-undo.ts).
      found.undoTokenHash = options.undo?.hash ?? null;
      effects.mail(...cancellationMails(found, this.deps.config.adminEmail, options.by, options.undo?.token));
      effects.audit({
        action: 'appointment.cancelled',
        entityType: 'appointment',
        entityId: found._id,
        summary: `Appointment of ${appointmentName(found)} on ${found.preferredDate} ${found.preferredTime} cancelled${options.by === 'customer' ? ' by the customer' : ''}`,
        changes: { status: [AppointmentStatus.booked, AppointmentStatus.cancelled] },
      });
      effects.changed(appointmentChanges.cancelled, { id: found._id, date: found.preferredDate, time: found.preferredTime });
    });
    return options.by === 'customer'
      ? 'Your appointment has been cancelled successfully. A confirmation has been sent to your email.'
      : 'Appointment cancelled. The customer has been notified by email.';
  }

  /** Books again, at the same time, the appointment whose customer cancelled it with the undo link's `token`. */
  undoCancel(em: EntityManager, token: unknown): Promise<Appointment> {
    return undoCancel(this.deps, em, token);
  }

  /** How many appointments are booked and cancelled, in all and since `since` (the one counting rule: appointment-figures.ts). */
  counts(since: Date): Promise<{ booked: number; bookedSince: number; cancelled: number; cancelledSince: number }> {
    return bookingCounts(this.deps.orm.em.fork() as EntityManager, since);
  }

  /** Analytics: bookings made and cancellations made in a range, in all, per day or month and per service type, counted by the database. */
  appointmentFigures(em: EntityManager, range: AppointmentDateRange): Promise<AppointmentFigures> {
    return appointmentFigures(em, range);
  }

  /** Every appointment, by date and time. */
  listAppointments(em: EntityManager): Promise<Appointment[]> {
    return em.find(Appointment, {}, { orderBy: { preferredDate: 'asc', preferredTime: 'asc' } });
  }

  /** The appointments of one vehicle, by its rego key (upper case, no spaces), as booked. */
  appointmentsOfRego(em: EntityManager, key: string): Promise<Appointment[]> {
    return em.find(Appointment, { [raw(APPOINTMENT_REGO_KEY)]: key }, { orderBy: { createdAt: 'asc' } });
  }

  /** Removes an appointment for good (booked or cancelled); a booked one frees its slot. */
  async deleteAppointment(em: EntityManager, id: string): Promise<string> {
    await this.deps.changes.run(em, async (tx, effects) => {
      const appointment = isId(id) ? await tx.findOne(Appointment, { _id: id }) : null;
      if (!appointment) throw AppError.notFound(APPOINTMENT_GONE_MESSAGE);
      await tx.remove(appointment).flush();
      effects.audit({
        action: 'appointment.deleted',
        entityType: 'appointment',
        entityId: id,
        summary: `Appointment of ${appointmentName(appointment)} on ${appointment.preferredDate} ${appointment.preferredTime} (${appointment.status}) deleted`,
        changes: { status: [appointment.status, null], preferredDate: [appointment.preferredDate, null], preferredTime: [appointment.preferredTime, null] },
      });
      effects.changed(appointmentChanges.deleted, { id, date: appointment.preferredDate });
    });
    return 'Appointment permanently deleted.';
  }

  listBlockedPeriods(em: EntityManager): Promise<BlockedPeriod[]> {
    return em.find(BlockedPeriod, {}, { orderBy: { startDate: 'asc', startTime: 'asc' } });
  }

  /** Blocks a period from booking; answers the booked appointments that fall inside it (blocked-periods.ts). */
  blockPeriod(em: EntityManager, input: BlockPeriodInput): Promise<{ period: BlockedPeriod; affected: Appointment[] }> {
    return blockPeriod(this.deps.changes, em, input);
  }

  unblockPeriod(em: EntityManager, id: string): Promise<void> {
    return unblockPeriod(this.deps.changes, em, id);
  }

  /** Booked times and blocked opening slots of a date, in one narrow query (no entity hydration). */
  private async loadTakenTimes(date: string): Promise<TakenTimes> {
    const hours = await this.deps.workshop.hours();
    // Prepared once per pooled connection on a PostgreSQL server (every booking reloads its date);
    // inlined on embedded PGlite, whose connections share one session (see raw.ts).
    // kind: 0 a booked appointment (its id and time), 1 a blocked slot, 2 the number of bays (in `time`).
    const rows = await statement<{ time: string; kind: number; id: string | null }>(
      this.deps.orm.em,
      `SELECT preferred_time AS time, 0 AS kind, _id AS id FROM appointment WHERE preferred_date = ? AND status = 'booked'
       UNION ALL
       SELECT s.t, 1, NULL FROM unnest(?::text[]) AS s(t)
       WHERE EXISTS (SELECT 1 FROM blocked_period p WHERE p.start_date <= ? AND p.end_date >= ?
         AND blocked_period_covers(p.start_date, p.start_time, p.end_date, p.end_time, ?, s.t, ?))
       UNION ALL
       SELECT bays::text, 2, NULL FROM diary_setting WHERE id = 1`,
      [date, `{${hours.openingSlots(date).join(',')}}`, date, date, date, SLOT_MINUTES],
      { bound: this.deps.outbox.prepare, name: 'booking-taken-times-with-bays' },
    );
    const bays = rows.find((r) => r.kind === 2);
    return {
      booked: rows.filter((r) => r.kind === 0).map((r) => [r.id!, r.time]),
      blocked: rows.filter((r) => r.kind === 1).map((r) => r.time),
      bays: bays ? Number(bays.time) : 1,
      hours,
    };
  }

  private assertDate(date: string): void {
    assertIsoDate(date);
  }

  private async assertCustomer(customerId: string): Promise<void> {
    const found = isId(customerId) && (await this.deps.orm.em.getConnection().execute('SELECT 1 FROM customer WHERE _id = ?', [customerId])).length > 0;
    if (!found) throw AppError.notFound('This customer no longer exists. Please pick the customer again.');
  }

  private now() {
    return toLocal(this.deps.clock.now(), this.deps.config.timeZone);
  }
}


/** How the audit trail names an appointment: its customer and vehicle. */
function appointmentName(a: Appointment): string {
  return `${a.fullName} (${[a.vehicleMake, a.vehicleModel, a.registration].filter(Boolean).join(' ')})`;
}

