/**
 * Reminders in the workshop's words, the same on the Reminders page, a customer's page and a
 * vehicle's page: each kind, each reason for skipping one, the delivery of a sent one, and what a
 * reminder is about ('Due 04/12/2026', 'Registration expires 04/12/2026', 'INV-000123, paid …').
 */
import type { AdminDueReminderFragment, AdminReminderEntryFragment, ReminderKind, ReminderSkipReason } from '../../../gql/graphql';
import { formatDate, formatDateTime } from '../format';

export type DueReminder = AdminDueReminderFragment;
export type ReminderEntry = AdminReminderEntryFragment;

export const KIND_WORDS: Record<ReminderKind, string> = {
  appointment: 'Appointment reminder',
  service_due: 'Service due',
  service_final: 'Service due (final)',
  review: 'Review request',
  rego_due: 'Registration due',
  recommended_work: 'Recommended work follow-up',
};

export const SKIP_WORDS: Record<ReminderSkipReason, string> = {
  unsubscribed: 'Unsubscribed from reminders',
  no_email: 'No email address',
  booked_already: 'Booked already',
  asked_recently: 'Asked for a review in the last 180 days',
};

/** What the reminder is about, under its kind: the appointment's day, the service's due date, the paid invoice. */
export function aboutText(r: Pick<DueReminder, 'kind' | 'dueOn' | 'invoiceNumber'>): string {
  if (r.kind === 'appointment') return `Appointment ${formatDate(r.dueOn)}`;
  if (r.kind === 'review') return r.invoiceNumber == null ? `Paid ${formatDate(r.dueOn)}` : `${r.invoiceNumber}, paid ${formatDate(r.dueOn)}`;
  if (r.kind === 'rego_due') return `Registration expires ${formatDate(r.dueOn)}`;
  if (r.kind === 'recommended_work') return `Declined work, offered ${formatDate(r.dueOn)}`;
  return `Due ${formatDate(r.dueOn)}`;
}

/** The kind, with what it is about under it. */
export function KindCell({ reminder }: { reminder: Pick<DueReminder, 'kind' | 'dueOn' | 'invoiceNumber'> }) {
  return (
    <>
      <span className="cell-main">{KIND_WORDS[reminder.kind]}</span>
      <span className="cell-sub">{aboutText(reminder)}</span>
    </>
  );
}

/** A reminder that will not go as things stand, and why. */
export function WillSkipBadge({ reason }: { reason: ReminderSkipReason }) {
  return <span className="badge badge--warning reminder-badge reminder-badge--long">Will be skipped: {SKIP_WORDS[reason]}</span>;
}

/** A decided reminder's outcome: its email's delivery (waiting, sent, failed), or why it was skipped. */
export function OutcomeCell({ entry }: { entry: Pick<ReminderEntry, 'status' | 'skipReason' | 'delivery' | 'deliveredAt' | 'deliveryError'> }) {
  if (entry.status === 'skipped') {
    return (
      <>
        <span className="badge badge--muted reminder-badge">Skipped</span>
        <span className="cell-sub">{entry.skipReason ? SKIP_WORDS[entry.skipReason] : 'No reason recorded'}</span>
      </>
    );
  }
  return <DeliveryCell entry={entry} />;
}

/** The email of a sent reminder: waiting in the outbox (retrying after an error), sent (when), or given up on (why). */
export function DeliveryCell({ entry }: { entry: Pick<ReminderEntry, 'delivery' | 'deliveredAt' | 'deliveryError'> }) {
  if (entry.delivery === 'sent') {
    return (
      <>
        <span className="badge badge--success reminder-badge">Sent</span>
        {entry.deliveredAt && (
          <span className="cell-sub nowrap">
            <time dateTime={entry.deliveredAt}>{formatDateTime(entry.deliveredAt)}</time>
          </span>
        )}
      </>
    );
  }
  if (entry.delivery === 'failed') {
    return (
      <>
        <span className="badge badge--danger reminder-badge">Failed</span>
        {entry.deliveryError && <span className="cell-sub reminder-error">{entry.deliveryError}</span>}
      </>
    );
  }
  return (
    <>
      <span className="badge badge--info reminder-badge">{entry.deliveryError ? 'Retrying' : 'Waiting to send'}</span>
      {entry.deliveryError && <span className="cell-sub reminder-error">{entry.deliveryError}</span>}
    </>
  );
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** 'Queued 1 appointment reminder, 3 service reminders and 0 review requests.' */
export function runResultText(counts: { appointmentReminders: number; serviceReminders: number; reviewRequests: number }): string {
  return `Queued ${plural(counts.appointmentReminders, 'appointment reminder', 'appointment reminders')}, ${plural(counts.serviceReminders, 'service reminder', 'service reminders')} and ${plural(counts.reviewRequests, 'review request', 'review requests')}.`;
}
