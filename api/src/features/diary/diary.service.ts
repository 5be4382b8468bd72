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
import { APPOINTMENT_REQUEST_FIELDS, blockedPeriodJson, type WeekHours } from '../booking/public.js';
import type { DocumentIssuer } from '../documents/document-issuer.service.js';
import { printInstant, type DaySheetFacts } from '../documents/public.js';
import { jobNumberLabel, type JobStatus } from '../jobcards/public.js';
import { roadworthyUntil } from '../roadworthy/public.js';
import { CompressedBody } from '../../edge/compressed.js';
import type { PubSub } from '../../shared/pubsub.js';
import type { ChangeUnit } from '../../platform/outbox/public.js';
import { DiaryCache } from './diary-cache.js';
import { DiarySetting } from './diary-setting.entity.js';
import { diaryChanges } from './diary.changes.js';
import { MAX_BAYS, type BaysSetting, type Diary, type DiaryDay, type DiaryEntry } from './diary.types.js';

const MAX_DIARY_DAYS = 42;

export interface DiaryDeps {
  config: Config;
  clock: Clock;
  changes: ChangeUnit;
  /** Renders the day sheet (answered, never stored). */
  documents: DocumentIssuer;
  pubsub: PubSub;
  em(): EntityManager;
  /** The workshop's opening hours now, and a call whenever the settings may have changed. */
  workshop: { hours(): Promise<WeekHours>; onChange(listener: () => void): void };
}

/** A diary entry's columns, named as REST answers them: GET /api/admin/appointments' fields, then the job card's. */
const ENTRY_COLUMNS = [
  `a._id AS "_id"`,
  `a.reference AS "reference"`,
  ...APPOINTMENT_REQUEST_FIELDS.map((field) => `a.${field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)} AS "${field}"`),
  `a.status AS "status"`,
  `to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"`,
  `a.cancelled_at AS "cancelledAt"`,
  `a.customer_id AS "customerId"`,
  `j._id AS "jobCardId"`,
  `j.status AS "jobCardStatus"`,
  `ri.result AS "roadworthyResult"`,
  `to_char(ri.issued_on, 'YYYY-MM-DD') AS "roadworthyIssuedOn"`,
  `to_char(ri.inspected_on, 'YYYY-MM-DD') AS "roadworthyInspectedOn"`,
].join(', ');

type EntryJson = Omit<Appointment, 'createdAt' | 'cancelledAt' | 'calendarSequence' | 'customer'> & {
  createdAt: string;
  cancelledAt: null;
  jobCardId: string | null;
  jobCardStatus: JobStatus | null;
  roadworthyResult: 'pass' | 'fail' | null;
  roadworthyIssuedOn?: string | null;
  roadworthyInspectedOn?: string | null;
  roadworthyUntil?: string | null;
};

/** A row as REST answers it: a roadworthy result with the day it is good until. */
function entryJson({ roadworthyIssuedOn, roadworthyInspectedOn, ...row }: EntryJson): EntryJson {
  return { ...row, roadworthyUntil: roadworthyUntil(row.roadworthyResult, roadworthyIssuedOn ?? null, roadworthyInspectedOn ?? null) };
}

function entryOf({ jobCardId, jobCardStatus, roadworthyResult, roadworthyUntil, createdAt, ...appointment }: EntryJson): DiaryEntry {
  return {
    appointment: { ...appointment, createdAt: new Date(createdAt), calendarSequence: 0 } as Appointment,
    jobCardId,
    jobCardStatus,
    roadworthyResult,
    roadworthyUntil: roadworthyUntil ?? null,
  };
}

interface SheetRow {
  full_name: string;
  email: string;
  phone: string;
  vehicle_make: string;
  vehicle_model: string;
  vehicle_year: number;
  registration: string | null;
  service_type: string;
  issue_description: string;
  preferred_time: string;
  job_card_id: string | null;
  job_number: number | null;
  job_card_status: JobStatus | null;
  mechanic_notes: string | null;
  workshop_notes: string | null;
}

/** A range of yyyy-MM-dd dates from a client: from ≤ to, at most MAX_DIARY_DAYS days. */
function readDiaryRange(from: unknown, to: unknown): { from: string; to: string } {
  if (!isIsoDate(from) || !isIsoDate(to)) throw AppError.badInput('from and to must be dates written yyyy-MM-dd.');
  if (from > to) throw AppError.badInput('The start date must not be after the end date.');
  if (addDays(from, MAX_DIARY_DAYS - 1) < to) throw AppError.badInput(`The diary shows at most ${MAX_DIARY_DAYS} days at a time.`);
  return { from, to };
}

export class DiaryService {
  /** REST's answers, as sent. */
  private readonly answers: DiaryCache<CompressedBody>;
  /** GraphQL's days, before selection. */
  private readonly diaries: DiaryCache<Diary>;

  constructor(private readonly deps: DiaryDeps) {
    this.answers = new DiaryCache(deps.pubsub);
    this.diaries = new DiaryCache(deps.pubsub);
    // Saved opening hours change every day's hours at once.
    deps.workshop.onChange(() => {
      this.answers.forget(null);
      this.diaries.forget(null);
    });
  }

  /** Moves with every change a diary could show (GraphQL's kept answers of `diary` follow it). */
  version(): number | null {
    return this.diaries.version();
  }

  close(): void {
    this.answers.close();
    this.diaries.close();
  }

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
      const before = (await tx.findOne(DiarySetting, { id: 1 }))?.bays ?? null;
      await tx.upsert(DiarySetting, { id: 1, bays, savedAt: this.deps.clock.now(), savedBy: by });
      effects.audit({ action: 'settings.bays_saved', entityType: 'settings', entityId: 'bays', summary: `Bays set to ${bays}`, changes: before === bays ? null : { bays: [before, bays] } });
      // Every date's free times change with it, on every instance.
      effects.changed(diaryChanges.baysSaved, { bays });
    });
    return this.bays(em);
  }

  /** The days from `from` to `to` (yyyy-MM-dd, at most 42), each with its opening hours, appointments and blocks. */
  async diary(em: EntityManager, from: string, to: string): Promise<Diary> {
    const range = readDiaryRange(from, to);
    return this.diaries.get(range.from, range.to, async () => {
      const { bays, blocks, items, hours } = await this.load(em, range.from, range.to);
      return {
        bays,
        days: this.dates(range).map((date) => ({
          ...this.dayOf(date, blocks, hours),
          appointments: (items.get(date) ?? []).map(entryOf),
        })),
      };
    });
  }

  /**
   * The same days as REST answers them: JSON text, kept (compressed as clients ask) until something
   * in the range changes. A busy week is 600 appointments: rows go out as the database named them.
   */
  async diaryAnswer(em: EntityManager, from: string, to: string): Promise<CompressedBody> {
    const range = readDiaryRange(from, to);
    return this.answers.get(range.from, range.to, async () => {
      const { bays, blocks, items, hours } = await this.load(em, range.from, range.to);
      const days = this.dates(range).map((date) => {
        const day = this.dayOf(date, blocks, hours);
        const head = JSON.stringify({ date, opening: day.opening });
        return `${head.slice(0, -1)},"appointments":${JSON.stringify(items.get(date) ?? [])},"blockedPeriods":${JSON.stringify(day.blockedPeriods.map(blockedPeriodJson))}}`;
      });
      return new CompressedBody(`{"bays":${bays},"days":[${days.join(',')}]}`);
    });
  }

  /** The day sheet of a date: an A4 PDF for the workshop floor. */
  async daySheet(em: EntityManager, date: string): Promise<{ filename: string; pdf: Buffer }> {
    const range = readDiaryRange(date, date);
    const [rows, blocks, setting, hours] = await Promise.all([this.sheetRows(em, date), this.blocks(em, range), this.bays(em), this.deps.workshop.hours()]);
    const generated = printInstant(this.deps.clock.now(), this.deps.config.timeZone);
    const facts: DaySheetFacts = {
      date,
      dateLabel: longDate(date),
      opening: hours.openingOf(date),
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
          ? { number: jobNumberLabel(r.job_number ?? 0), status: r.job_card_status ?? '', mechanicNotes: r.mechanic_notes ?? '', workshopNotes: r.workshop_notes ?? '' }
          : null,
      })),
      // Each block as it covers this day: from its start (or midnight) to its end (or the day's end).
      blockedPeriods: blocks.map((b) => ({ from: b.startDate < date ? '00:00' : b.startTime, to: b.endDate > date ? '23:59' : b.endTime, reason: b.reason })),
      generated: generated.local.slice(0, -3),
    };
    const sheet = await this.deps.documents.daySheet(facts, `day-sheet-${date}.pdf`);
    return { filename: sheet.filename, pdf: sheet.bytes };
  }

  private async load(em: EntityManager, from: string, to: string) {
    const range = readDiaryRange(from, to);
    const [rows, blocks, setting, hours] = await Promise.all([
      // Already in REST's shape (camelCase names, createdAt as ISO text): nothing to map per row.
      em.getConnection().execute<EntryJson[]>(
        `SELECT ${ENTRY_COLUMNS} FROM appointment a LEFT JOIN job_card j ON j.appointment_id = a._id
           LEFT JOIN roadworthy_inspection ri ON ri.job_card_id = j._id
         WHERE a.status = 'booked' AND a.preferred_date >= ? AND a.preferred_date <= ?
         ORDER BY a.preferred_date, a.preferred_time, a.created_at`,
        [range.from, range.to],
      ),
      this.blocks(em, range),
      this.bays(em),
      this.deps.workshop.hours(),
    ]);
    const items = new Map<string, EntryJson[]>();
    for (const raw of rows) {
      const row = entryJson(raw);
      const list = items.get(row.preferredDate);
      if (list) list.push(row);
      else items.set(row.preferredDate, [row]);
    }
    return { range, bays: setting.bays, blocks, items, hours };
  }

  private dates(range: { from: string; to: string }): string[] {
    const dates: string[] = [];
    for (let date = range.from; date <= range.to; date = addDays(date, 1)) dates.push(date);
    return dates;
  }

  private dayOf(date: string, blocks: BlockedPeriod[], hours: WeekHours): Omit<DiaryDay, 'appointments'> {
    return { date, opening: hours.openingOf(date), slots: hours.staffSlots(date), blockedPeriods: blocks.filter((b) => b.startDate <= date && b.endDate >= date) };
  }

  /** A day's booked appointments with their job cards and its notes, by time, for the day sheet. */
  private sheetRows(em: EntityManager, date: string): Promise<SheetRow[]> {
    return em.getConnection().execute<SheetRow[]>(
      `SELECT a.full_name, a.email, a.phone, a.vehicle_make, a.vehicle_model, a.vehicle_year, a.registration, a.service_type,
              a.issue_description, a.preferred_time, j._id AS job_card_id, j.job_number, j.status AS job_card_status, j.mechanic_notes, j.workshop_notes
       FROM appointment a LEFT JOIN job_card j ON j.appointment_id = a._id
       WHERE a.status = 'booked' AND a.preferred_date = ?
       ORDER BY a.preferred_time, a.created_at`,
      [date],
    );
  }

  private blocks(em: EntityManager, range: { from: string; to: string }): Promise<BlockedPeriod[]> {
    return em.find(BlockedPeriod, { startDate: { $lte: range.to }, endDate: { $gte: range.from } }, { orderBy: { startDate: 'asc', startTime: 'asc' } });
  }
}
