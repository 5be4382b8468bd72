/**
 * The time clock: a technician clocks on to a job card and off again; an owner or service adviser
 * may clock for someone else and correct an entry's times (audited). A technician has at most one
 * open entry: clocking on to another job clocks off the open one in the same transaction. Clock-ons
 * of one technician take turns on a lock of their own, and the database's partial unique index
 * refuses a second open entry whatever happens. Clocking on and off are the hot path (a whole
 * workshop taps at the start of a shift): each is one round trip (time-clock-sql.ts).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { isUniqueViolation } from '../../db/errors.js';
import type { ChangeKind } from '../../platform/changes/announcements.js';
import type { ChangeUnit } from '../../platform/outbox/public.js';
import { fieldChanges, snapshot } from '../../shared/changes.js';
import { AppError } from '../../shared/errors.js';
import { isId, newId } from '../../shared/ids.js';
import { cleanText } from '../../shared/text.js';
import { addDays, fromLocal, isIsoDate, type Clock } from '../../shared/time.js';
import type { AdminClaims } from '../auth/auth.types.js';
import { AdminUser } from '../auth/admin-user.entity.js';
import { JobStatus, jobNumberLabel } from '../jobcards/public.js';
import { clockOffStatement, clockOnLocked, clockOnStatement, type ClockOnFacts, type ClockOnRow } from './time-clock-sql.js';
import type { ClockOnWriter } from './time-clock-writer.js';
import { timeEntryChanges } from './time-clock.changes.js';
import type { CorrectTimeEntryInput } from './time-clock.inputs.js';
import type { TimeEntryFilter } from './time-clock.types.js';
import { TimeEntry } from './time-entry.entity.js';

const FOR_SOMEONE_ELSE = 'Only an owner or service adviser can clock for someone else.';
const NOT_CLOCKED_ON = 'Not clocked on to this job.';
const INVOICED = 'This job card is invoiced: time can no longer be clocked on to it.';
const CARD_NOT_FOUND = 'Job card not found.';
const STAFF_NOT_FOUND = 'This member of staff does not exist or their account is disabled.';
const ENTRY_NOT_FOUND = 'This time entry no longer exists.';
const ONLY_OWN = 'Technicians can see only their own time.';
const ONLY_OFFICE_CORRECTS = 'Only an owner or service adviser can correct clocked time.';
const BUSY = 'Another clock-on for this person was saved at the same moment. Please try again.';
/** How many times a clock-on refused by the open-entry index is tried again (after the technician's lock). */
const RETRIES = 3;
/** The most entries one list answers (newest first). */
const LIST_LIMIT = 500;
/** A correction's times may be this far ahead of the server's clock (a device's clock runs a little fast). */
const FUTURE_GRACE_MS = 60_000;
const AUDITED = ['startedAt', 'endedAt', 'minutes', 'note'] as const;

export interface TimeClockDeps {
  clock: Clock;
  timeZone: string;
  changes: ChangeUnit;
  /** A PostgreSQL server: clocking on and off are prepared statements (not on embedded PGlite, see db/raw.ts). */
  bound: boolean;
  /** On a PostgreSQL server: the clock-ons made at the same moment, grouped into one statement. */
  writer: ClockOnWriter | null;
}

/** What a clock-on did: the open entry, and whether it was made now (false: already on this job). */
export interface ClockedOn {
  entry: TimeEntry;
  created: boolean;
}

/** The member of staff a clock is for: their id and display name. */
interface Staff {
  id: string;
  name: string;
}

/** What a clock-on or clock-off answers of an entry. */
interface EntryFacts {
  _id: string;
  technician: Staff;
  jobCardId: string;
  startedAt: Date;
  endedAt: Date | null;
  minutes: number | null;
  note: string | null;
  correctedAt: Date | null;
}

interface CardRow {
  _id: string;
  status: string;
  number: number;
}

/** Whole minutes between two instants, rounded (never below 0). */
function minutesBetween(start: Date, end: Date): number {
  return Math.max(0, Math.round((end.getTime() - start.getTime()) / 60_000));
}

const isOffice = (caller: AdminClaims) => (caller.role ? caller.role !== 'technician' : true);

export class TimeClockService {
  constructor(private readonly deps: TimeClockDeps) {}

  /**
   * Clocks on: one round trip for the clock itself (time-clock-sql.ts), and the change announced
   * once it has committed. The caller's own clock is for the account their verified token names.
   */
  async clockOn(em: EntityManager, caller: AdminClaims, jobCardId: string, technicianId?: string | null): Promise<ClockedOn> {
    const technician = await this.technician(em, caller, technicianId);
    if (!isId(jobCardId)) throw AppError.notFound(CARD_NOT_FOUND);
    for (let retry = 0; ; retry++) {
      const at = this.deps.clock.now();
      const entryId = newId();
      const facts = { technicianId: technician.id, jobCardId, entryId, at, by: caller.sub, invoiced: JobStatus.INVOICED };
      let row: ClockOnRow;
      try {
        row = retry ? await clockOnLocked(em, facts) : await this.firstTry(em, facts);
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        if (retry >= RETRIES) throw AppError.conflict(BUSY);
        continue;
      }
      if (row.status === null) throw AppError.notFound(CARD_NOT_FOUND);
      if (row.status === JobStatus.INVOICED) throw AppError.badInput(INVOICED);
      const open = { technician, jobCardId, endedAt: null, minutes: null };
      if (row.open_id) {
        const entry = entryOf({ ...open, _id: row.open_id, startedAt: new Date(row.open_since!), note: row.open_note, correctedAt: instantOf(row.open_corrected) });
        return { entry, created: false };
      }
      if (row.made !== entryId) throw new Error('the clock-on neither found nor made an open entry');
      const jobCardIds = row.left ? [row.left, jobCardId] : [jobCardId];
      await this.announce(em, timeEntryChanges['clocked-on'], { technicianId: technician.id, jobCardIds });
      return { entry: entryOf({ ...open, _id: entryId, startedAt: at, note: null, correctedAt: null }), created: true };
    }
  }

  /** A clock-on's first try: grouped with the others of the moment when it can be (outside a caller's transaction). */
  private firstTry(em: EntityManager, facts: ClockOnFacts): Promise<ClockOnRow> {
    if (this.deps.writer && !em.isInTransaction()) return this.deps.writer.clockOn(facts);
    return clockOnStatement(em, facts, this.deps.bound);
  }

  /** Clocks off: one statement, the change announced once it has committed. */
  async clockOff(em: EntityManager, caller: AdminClaims, jobCardId: string, technicianId?: string | null): Promise<TimeEntry> {
    const technician = await this.technician(em, caller, technicianId);
    if (!isId(jobCardId)) throw AppError.notFound(CARD_NOT_FOUND);
    const at = this.deps.clock.now();
    const row = await clockOffStatement(em, { technicianId: technician.id, jobCardId, at }, this.deps.bound);
    if (!row.card) throw AppError.notFound(CARD_NOT_FOUND);
    if (!row._id) throw AppError.badInput(NOT_CLOCKED_ON);
    await this.announce(em, timeEntryChanges['clocked-off'], { technicianId: technician.id, jobCardIds: [jobCardId] });
    return entryOf({ _id: row._id, technician, jobCardId, startedAt: new Date(row.started!), endedAt: at, minutes: row.minutes, note: row.note, correctedAt: instantOf(row.corrected) });
  }

  /** Entries newest first (at most 500); a technician's own only. */
  async list(em: EntityManager, caller: AdminClaims, filter: TimeEntryFilter): Promise<TimeEntry[]> {
    if (!isOffice(caller) && filter.technicianId && filter.technicianId !== caller.sub) throw AppError.forbidden(ONLY_OWN);
    const technicianId = isOffice(caller) ? filter.technicianId : caller.sub;
    const where: Record<string, unknown> = {};
    if (technicianId) {
      if (!isId(technicianId)) throw AppError.badInput('Technician id is not valid.', { technicianId: ['Technician id is not valid.'] });
      where.technician = technicianId;
    }
    if (filter.jobCardId) {
      if (!isId(filter.jobCardId)) throw AppError.badInput('Job card id is not valid.', { jobCardId: ['Job card id is not valid.'] });
      where.jobCard = filter.jobCardId;
    }
    const range = this.range(filter.from, filter.to);
    if (range) where.startedAt = range;
    const entries = await em.find(TimeEntry, where, { orderBy: { startedAt: 'desc', _id: 'desc' }, limit: LIST_LIMIT, refresh: true });
    return this.withNames(em, entries);
  }

  /** Corrects an entry's times or note (owners and service advisers), with its line in the audit trail. */
  async correct(em: EntityManager, caller: AdminClaims, id: string, input: CorrectTimeEntryInput): Promise<TimeEntry> {
    if (!isOffice(caller)) throw AppError.forbidden(ONLY_OFFICE_CORRECTS);
    const now = this.deps.clock.now();
    const startedAt = instant(input.startedAt, 'startedAt', 'Start time');
    const endedAt = instant(input.endedAt, 'endedAt', 'End time');
    for (const [field, label, at] of [['startedAt', 'Start time', startedAt], ['endedAt', 'End time', endedAt]] as const) {
      if (at && at.getTime() > now.getTime() + FUTURE_GRACE_MS) throw AppError.badInput(`${label} cannot be in the future.`, { [field]: [`${label} cannot be in the future.`] });
    }
    const entry = await this.deps.changes.run(em, async (tx, effects) => {
      const entry = isId(id) ? await tx.findOne(TimeEntry, { _id: id }, { refresh: true }) : null;
      if (!entry) throw AppError.notFound(ENTRY_NOT_FOUND);
      const before = snapshot(entry, AUDITED);
      const start = startedAt ?? entry.startedAt;
      const end = endedAt ?? entry.endedAt ?? null;
      if (end && end.getTime() <= start.getTime()) throw AppError.badInput('End time must be after the start time.', { endedAt: ['End time must be after the start time.'] });
      entry.startedAt = start;
      entry.endedAt = end;
      entry.minutes = end ? minutesBetween(start, end) : null;
      if (input.note !== undefined) entry.note = input.note == null ? null : cleanText(input.note) || null;
      const changes = fieldChanges(before, snapshot(entry, AUDITED), AUDITED);
      if (!Object.keys(changes).length) return entry;
      entry.correctedBy = caller.sub;
      entry.correctedAt = now;
      await tx.flush();
      const [named] = await this.withNames(tx, [entry]);
      const card = await this.card(tx, entry.jobCard._id);
      effects.audit({
        action: 'time_entry.corrected',
        entityType: 'job_card',
        entityId: card._id,
        summary: `Time of ${named.technicianName} on ${jobNumberLabel(card.number)} corrected`,
        changes,
      });
      effects.changed(timeEntryChanges.corrected, { technicianId: entry.technician._id, jobCardIds: [card._id] });
      return entry;
    });
    const [named] = await this.withNames(em, [entry]);
    return named;
  }

  /** The member of staff the clock is for: the caller, or (owners and advisers only) someone else. */
  private async technician(em: EntityManager, caller: AdminClaims, technicianId?: string | null): Promise<Staff> {
    const id = technicianId || caller.sub;
    if (id !== caller.sub && !isOffice(caller)) throw AppError.forbidden(FOR_SOMEONE_ELSE);
    if (!isId(id)) throw AppError.notFound(STAFF_NOT_FOUND);
    // The caller's account was found live when their token was verified, with their name.
    if (id === caller.sub) return { id, name: caller.name?.trim() || caller.username };
    const user = await em.findOne(AdminUser, { _id: id, disabledAt: null }, { fields: ['name', 'username'] });
    if (!user) throw AppError.notFound(STAFF_NOT_FOUND);
    return { id, name: displayName(user) };
  }

  /** Announces a change its own statement committed; inside a caller's transaction, when that one commits. */
  private async announce<F>(em: EntityManager, kind: ChangeKind<F>, facts: F): Promise<void> {
    if (em.isInTransaction()) await this.deps.changes.run(em, async (_tx, effects) => effects.changed(kind, facts));
    else this.deps.changes.committed((effects) => effects.changed(kind, facts), { mailQueued: false });
  }

  private async card(em: EntityManager, jobCardId: string): Promise<CardRow> {
    const rows = isId(jobCardId) ? await em.execute<CardRow[]>('SELECT _id, status, job_number AS number FROM job_card WHERE _id = ?', [jobCardId]) : [];
    if (!rows.length) throw AppError.notFound(CARD_NOT_FOUND);
    return { ...rows[0], number: Number(rows[0].number) };
  }

  /** The day range [from 00:00, the day after `to` 00:00) in workshop time; null when neither is given. */
  private range(from?: string | null, to?: string | null): { $gte?: Date; $lt?: Date } | null {
    for (const [field, label, value] of [['from', 'From date', from], ['to', 'To date', to]] as const) {
      if (value && !isIsoDate(value)) throw AppError.badInput(`${label} must be a date (yyyy-MM-dd).`, { [field]: [`${label} must be a date (yyyy-MM-dd).`] });
    }
    if (from && to && from > to) throw AppError.badInput('From date cannot be after the to date.', { to: ['From date cannot be after the to date.'] });
    if (!from && !to) return null;
    const zone = this.deps.timeZone;
    return { ...(from ? { $gte: fromLocal(from, '00:00', zone) } : {}), ...(to ? { $lt: fromLocal(addDays(to, 1), '00:00', zone) } : {}) };
  }

  private async withNames(em: EntityManager, entries: TimeEntry[]): Promise<TimeEntry[]> {
    const ids = [...new Set(entries.map((e) => e.technician._id))];
    if (!ids.length) return entries;
    const users = await em.find(AdminUser, { _id: { $in: ids } }, { fields: ['name', 'username'] });
    const names = new Map(users.map((u) => [u._id, displayName(u)]));
    for (const entry of entries) entry.technicianName = names.get(entry.technician._id) ?? '';
    return entries;
  }
}

const displayName = (user: Pick<AdminUser, 'name' | 'username'>) => user.name.trim() || user.username;

/** An entry to answer with, made outside any EntityManager: its row is written by a statement of its own. */
function entryOf({ technician, jobCardId, ...fields }: EntryFacts): TimeEntry {
  return Object.assign(new TimeEntry(), fields, {
    technician: { _id: technician.id } as TimeEntry['technician'],
    jobCard: { _id: jobCardId } as TimeEntry['jobCard'],
    technicianName: technician.name,
  });
}

/** An instant from epoch milliseconds, or null. */
const instantOf = (ms: number | null): Date | null => (ms === null ? null : new Date(ms));

/** An input's instant, or undefined when left out (its format is checked by the input class). */
function instant(value: string | null | undefined, field: string, label: string): Date | undefined {
  if (value == null) return undefined;
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) throw AppError.badInput(`${label} is not a real date and time.`, { [field]: [`${label} is not a real date and time.`] });
  return at;
}
