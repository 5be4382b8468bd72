/**
 * The workshop diary: a range of days with their opening hours, booked appointments (with their
 * job cards) and blocked periods; the bays setting; the day sheet. Bookings taken by staff and
 * moves are the booking feature's (its rules, its writer); this service reads and lays out.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import { AppError } from '../../shared/errors.js';
import { addDays, isIsoDate, longDate, type Clock } from '../../shared/time.js';
import type { Appointment } from '../booking/appointment.entity.js';
import { BlockedPeriod } from '../booking/blocked-period.entity.js';
import { openingOf, staffSlots } from '../booking/public.js';
import type { DocumentService } from '../documents/document.service.js';
import { printInstant, type DaySheetFacts } from '../documents/public.js';
import type { JobStatus } from '../jobcards/public.js';
import type { ChangeUnit } from '../outbox/public.js';
import { DiarySetting } from './diary-setting.entity.js';
import { MAX_BAYS, type BaysSetting, type Diary, type DiaryDay, type DiaryEntry } from './diary.types.js';

export const MAX_DIARY_DAYS = 42;

export interface DiaryDeps {
  config: Config;
  clock: Clock;
  changes: ChangeUnit;
  documents: DocumentService;
  em(): EntityManager;
}

interface EntryRow {
  _id: string;
  full_name: string;
  email: string;
  phone: string;
  vehicle_make: string;
  vehicle_model: string;
  vehicle_year: number;
  registration: string | null;
  service_type: string;
  issue_description: string;
  preferred_date: string;
  preferred_time: string;
  created_at: Date | string;
  customer_id: string | null;
  calendar_sequence: number;
  job_card_id: string | null;
  job_card_status: JobStatus | null;
  mechanic_notes?: string | null;
  workshop_notes?: string | null;
}

/** An appointment as the entity's fields, from a row of the diary's query. */
function appointmentOf(r: EntryRow): Appointment {
  return {
    _id: r._id,
    fullName: r.full_name,
    email: r.email,
    phone: r.phone,
    vehicleMake: r.vehicle_make,
    vehicleModel: r.vehicle_model,
    vehicleYear: r.vehicle_year,
    registration: r.registration,
    serviceType: r.service_type,
    issueDescription: r.issue_description,
    preferredDate: r.preferred_date,
    preferredTime: r.preferred_time,
    status: 'booked' as Appointment['status'],
    createdAt: new Date(r.created_at),
    cancelledAt: null,
    customerId: r.customer_id,
    calendarSequence: r.calendar_sequence,
  };
}

/** A range of yyyy-MM-dd dates from a client: from ≤ to, at most MAX_DIARY_DAYS days. */
export function readDiaryRange(from: unknown, to: unknown): { from: string; to: string } {
  if (!isIsoDate(from) || !isIsoDate(to)) throw AppError.badInput('from and to must be dates written yyyy-MM-dd.');
  if (from > to) throw AppError.badInput('The start date must not be after the end date.');
  if (addDays(from, MAX_DIARY_DAYS - 1) < to) throw AppError.badInput(`The diary shows at most ${MAX_DIARY_DAYS} days at a time.`);
  return { from, to };
}

export class DiaryService {
  constructor(private readonly deps: DiaryDeps) {}

  /**
   * Until staff save a number, the bays follow WORKSHOP_BAYS: set at every start (one statement,
   * so instances starting together agree). Saved by staff, the row is theirs.
   */
  async applyConfiguredBays(): Promise<void> {
    await this.deps
      .em()
      .getConnection()
      .execute(
        `INSERT INTO diary_setting (id, bays) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET bays = excluded.bays
         WHERE diary_setting.saved_at IS NULL AND diary_setting.bays <> excluded.bays`,
        [this.deps.config.workshopBays],
      );
  }

  async bays(em: EntityManager): Promise<BaysSetting> {
    const row = await em.findOne(DiarySetting, { id: 1 }, { refresh: true });
    return { bays: row?.bays ?? 1, savedAt: row?.savedAt ?? null, savedBy: row?.savedBy ?? null };
  }

  /** Saves the number of bays. Lowering it cancels nothing: it only stops new bookings where a time is already that full. */
  async setBays(em: EntityManager, bays: number, by: string): Promise<BaysSetting> {
    if (!Number.isInteger(bays) || bays < 1 || bays > MAX_BAYS) throw AppError.badInput(`Bays must be a whole number from 1 to ${MAX_BAYS}.`);
    await this.deps.changes.run(em, async (tx, effects) => {
      await tx.upsert(DiarySetting, { id: 1, bays, savedAt: this.deps.clock.now(), savedBy: by });
      // Every date's free times change with it, on every instance.
      effects.publish('availability.changed', { dates: null });
    });
    return this.bays(em);
  }

  /** The days from `from` to `to` (yyyy-MM-dd, at most 42), each with its opening hours, appointments and blocks. */
  async diary(em: EntityManager, from: string, to: string): Promise<Diary> {
    const range = readDiaryRange(from, to);
    const [rows, blocks, setting] = await Promise.all([this.entries(em, range, false), this.blocks(em, range), this.bays(em)]);
    const byDate = new Map<string, DiaryEntry[]>();
    for (const r of rows) {
      const list = byDate.get(r.preferred_date) ?? [];
      list.push({ appointment: appointmentOf(r), jobCardId: r.job_card_id, jobCardStatus: r.job_card_status });
      byDate.set(r.preferred_date, list);
    }
    const days: DiaryDay[] = [];
    for (let date = range.from; date <= range.to; date = addDays(date, 1)) {
      days.push({
        date,
        opening: openingOf(date),
        slots: staffSlots(date),
        appointments: byDate.get(date) ?? [],
        blockedPeriods: blocks.filter((b) => b.startDate <= date && b.endDate >= date),
      });
    }
    return { bays: setting.bays, days };
  }

  /** The day sheet of a date: an A4 PDF for the workshop floor. */
  async daySheet(em: EntityManager, date: string): Promise<{ filename: string; pdf: Buffer }> {
    const range = readDiaryRange(date, date);
    const [rows, blocks, setting] = await Promise.all([this.entries(em, range, true), this.blocks(em, range), this.bays(em)]);
    const generated = printInstant(this.deps.clock.now(), this.deps.config.timeZone);
    const facts: DaySheetFacts = {
      date,
      dateLabel: longDate(date),
      opening: openingOf(date),
      bays: setting.bays,
      appointments: rows.map((r) => ({
        time: r.preferred_time,
        fullName: r.full_name,
        phone: r.phone,
        email: r.email,
        vehicle: `${r.vehicle_year} ${r.vehicle_make} ${r.vehicle_model}`,
        registration: r.registration,
        serviceType: r.service_type,
        issueDescription: r.issue_description,
        jobCard: r.job_card_id
          ? { number: `JC-${r.job_card_id.slice(-6).toUpperCase()}`, status: r.job_card_status ?? '', mechanicNotes: r.mechanic_notes ?? '', workshopNotes: r.workshop_notes ?? '' }
          : null,
      })),
      // Each block as it covers this day: from its start (or midnight) to its end (or the day's end).
      blockedPeriods: blocks.map((b) => ({ from: b.startDate < date ? '00:00' : b.startTime, to: b.endDate > date ? '23:59' : b.endTime, reason: b.reason })),
      generated: generated.local.slice(0, -3),
    };
    return { filename: `day-sheet-${date}.pdf`, pdf: await this.deps.documents.renderDaySheet(facts) };
  }

  /** Booked appointments of the range with their job cards, by date and time, in one narrow query. */
  private entries(em: EntityManager, range: { from: string; to: string }, withNotes: boolean): Promise<EntryRow[]> {
    return em.getConnection().execute<EntryRow[]>(
      `SELECT a._id, a.full_name, a.email, a.phone, a.vehicle_make, a.vehicle_model, a.vehicle_year, a.registration, a.service_type,
              a.issue_description, a.preferred_date, a.preferred_time, a.created_at, a.customer_id, a.calendar_sequence,
              j._id AS job_card_id, j.status AS job_card_status${withNotes ? ', j.mechanic_notes, j.workshop_notes' : ''}
       FROM appointment a LEFT JOIN job_card j ON j.appointment_id = a._id
       WHERE a.status = 'booked' AND a.preferred_date >= ? AND a.preferred_date <= ?
       ORDER BY a.preferred_date, a.preferred_time, a.created_at`,
      [range.from, range.to],
    );
  }

  private blocks(em: EntityManager, range: { from: string; to: string }): Promise<BlockedPeriod[]> {
    return em.find(BlockedPeriod, { startDate: { $lte: range.to }, endDate: { $gte: range.from } }, { orderBy: { startDate: 'asc', startTime: 'asc' } });
  }
}
