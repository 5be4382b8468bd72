/**
 * The diary's answer laid out as a grid: one row per half hour (the days' `slots`, plus the half
 * hour of any booking outside them so none is hidden), one cell per day and row with its bookings,
 * the block covering it, and whether staff can still book or move something into it.
 */
import type { AdminDiaryQuery, JobStatus } from '../../../gql/graphql';
import { STATUS_LABELS } from '../jobcards/job-status';
import type { AdminAppointment } from '../appointments/appointments.types';
import { longDay, minutesOf, SLOT_MINUTES } from './diary-dates';

export type DiaryData = AdminDiaryQuery['diary'];
export type DiaryDay = DiaryData['days'][number];
export type DiaryEntry = DiaryDay['appointments'][number];
type Block = DiaryDay['blockedPeriods'][number];

export interface DiaryCell {
  date: string;
  time: string;
  /** A half hour staff may book on this day (false: closed, or after Saturday's close). */
  open: boolean;
  entries: DiaryEntry[];
  block: Block | null;
  /** The first row of its block in this day's column: where the reason is written. */
  blockStarts: boolean;
  /** Over already (the current half hour is not). */
  past: boolean;
  /** As many bookings as bays. */
  full: boolean;
  /** Staff may book or move a booking here (the server has the last word). */
  bookable: boolean;
}

export interface DiaryGridModel {
  days: DiaryDay[];
  times: string[];
  /** cells[row][column] */
  cells: DiaryCell[][];
  bays: number;
  count: number;
}

function timeAfter(time: string, minutes: number): string {
  const total = minutesOf(time) + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** The half hour a time falls in: '10:15' → '10:00'. */
function rowOf(time: string): string {
  const m = minutesOf(time);
  return timeAfter('00:00', m - (m % SLOT_MINUTES));
}

/** The block covering a half hour: it starts before the half hour ends and ends after it starts. */
function blockOf(blocks: readonly Block[], date: string, time: string): Block | null {
  const start = `${date}T${time}`;
  const end = `${date}T${timeAfter(time, SLOT_MINUTES)}`;
  return blocks.find((b) => start < `${b.endDate}T${b.endTime}` && end > `${b.startDate}T${b.startTime}`) ?? null;
}

export function buildGrid(diary: DiaryData, now: { date: string; time: string }): DiaryGridModel {
  const rows = new Set<string>();
  for (const day of diary.days) {
    day.slots.forEach((t) => rows.add(t));
    day.appointments.forEach((e) => rows.add(rowOf(e.appointment.preferredTime)));
  }
  const times = [...rows].sort();
  const cells = times.map((time) =>
    diary.days.map((day, column) => {
      const open = day.slots.includes(time);
      const entries = day.appointments.filter((e) => rowOf(e.appointment.preferredTime) === time);
      const block = blockOf(day.blockedPeriods, day.date, time);
      const above = times.indexOf(time) - 1;
      const blockAbove = above >= 0 ? blockOf(diary.days[column].blockedPeriods, day.date, times[above]) : null;
      const past = day.date < now.date || (day.date === now.date && minutesOf(time) + SLOT_MINUTES <= minutesOf(now.time));
      const full = entries.length >= diary.bays;
      return {
        date: day.date,
        time,
        open,
        entries,
        block,
        blockStarts: Boolean(block) && blockAbove?.id !== block?.id,
        past,
        full,
        bookable: open && !block && !past && !full,
      };
    }),
  );
  const count = diary.days.reduce((n, d) => n + d.appointments.length, 0);
  return { days: diary.days, times, cells, bays: diary.bays, count };
}

/** Where the current time falls: the row, and how far through it (0 to 1). */
export function nowMarker(times: readonly string[], now: { time: string }): { time: string; fraction: number } | null {
  const minutes = minutesOf(now.time);
  const row = times.find((t) => minutes >= minutesOf(t) && minutes < minutesOf(t) + SLOT_MINUTES);
  return row ? { time: row, fraction: (minutes - minutesOf(row)) / SLOT_MINUTES } : null;
}

/** A diary entry as the appointments page's details dialog takes it. */
export function asAdminAppointment(entry: DiaryEntry): AdminAppointment {
  const { customerId: _customerId, ...appointment } = entry.appointment;
  const status = entry.jobCardStatus as JobStatus | null | undefined;
  return {
    ...appointment,
    preferredDateLabel: longDay(appointment.preferredDate),
    jobCard: entry.jobCardId && status ? { id: entry.jobCardId, status, statusLabel: STATUS_LABELS[status] } : null,
  };
}

/** 'Toyota Hilux' (and the rego) of a booking. */
export function vehicleOf(a: DiaryEntry['appointment']): string {
  return `${a.vehicleMake} ${a.vehicleModel}`.trim();
}
