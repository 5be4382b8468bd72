/**
 * What a change of an appointment or a blocked period tells the rest of the system. Every one
 * changes the booked or blocked times (`availability.changed`, by date: the booking form's times,
 * the diary); an appointment's also raise its own event (the dashboard, analytics, today's list).
 */
import { defineChanges, kind } from '../../platform/changes/announcements.js';

/** An appointment at its date and time. */
export interface AppointmentAt {
  id: string;
  date: string;
  time: string;
}

export const appointmentChanges = defineChanges('appointment', {
  /** Booked (by the customer or staff); `origin`: the availability cache that already applied it. */
  booked: kind<AppointmentAt & { origin: string }>({
    'availability.changed': (a) => ({ dates: [a.date], origin: a.origin }),
    'appointment.booked': (a) => ({ id: a.id, date: a.date, time: a.time }),
  }),
  /** Booked again at its time: the customer undid their cancellation. */
  restored: kind<AppointmentAt>({
    'availability.changed': (a) => ({ dates: [a.date] }),
    'appointment.booked': (a) => ({ id: a.id, date: a.date, time: a.time }),
  }),
  cancelled: kind<AppointmentAt>({
    'availability.changed': (a) => ({ dates: [a.date] }),
    'appointment.cancelled': (a) => ({ id: a.id, date: a.date, time: a.time }),
  }),
  /** Moved by staff from one date and time to another: both dates change. */
  moved: kind<{ id: string; from: { date: string; time: string }; to: { date: string; time: string } }>({
    'availability.changed': (m) => ({ dates: [...new Set([m.from.date, m.to.date])] }),
    'appointment.rescheduled': (m) => ({ id: m.id, from: m.from, to: m.to }),
  }),
  /** Removed for good, booked or cancelled. */
  deleted: kind<{ id: string; date: string }>({
    'availability.changed': (a) => ({ dates: [a.date] }),
    'appointment.deleted': (a) => ({ id: a.id }),
  }),
});

/** A blocked period may span any dates: every date's times may have changed. */
export const blockedPeriodChanges = defineChanges('blocked period', {
  blocked: kind<{ id: string }>({ 'availability.changed': () => ({ dates: null }) }),
  unblocked: kind<{ id: string }>({ 'availability.changed': () => ({ dates: null }) }),
});
