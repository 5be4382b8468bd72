/**
 * The audit trail's words: who made a change ('Customer', 'System' or the staff member), the kinds
 * of record and the actions in use (the api's `effects.audit` calls) in words, and where each
 * record is looked at in the back office. A kind or an action not listed here (a newer api) is
 * still shown, in words made from its name; the api's tests (audit-actions.test.ts) hold ACTIONS
 * to exactly the actions the api writes, so the Activity filter can pick each of them.
 */
import type { AdminIconName } from '../ui/AdminIcon';

export type ActorKind = 'staff' | 'customer' | 'system';

/**
 * The person of a change as staff read it: the staff member's name, or 'Customer' / 'System'. A
 * failed staff sign-in was made by someone not signed in, trying a username: 'Unknown (sign-in as
 * “admin”)' (older records name the username only in their summary).
 */
export function actorLabel(event: { actorKind: string; actorName: string; action?: string; summary?: string }): string {
  if (event.action === 'auth.sign_in_failed') return signInAttempt(event.actorName, event.summary);
  if (event.actorKind === 'customer') return 'Customer';
  if (event.actorKind === 'system') return 'System';
  return event.actorName;
}

function signInAttempt(actorName: string, summary: string | undefined): string {
  if (actorName.startsWith('Unknown (')) return actorName;
  const tried = /sign-in as “([^”]*)”/.exec(summary ?? '')?.[1];
  return tried === undefined ? 'Unknown (staff sign-in)' : `Unknown (sign-in as “${tried}”)`;
}

export interface RecordKind {
  type: string;
  label: string;
  icon: AdminIconName;
}

/** The kinds of record the trail names, in the order the filter offers them. */
export const RECORD_KINDS: readonly RecordKind[] = [
  { type: 'job_card', label: 'Job card', icon: 'clipboard' },
  { type: 'invoice', label: 'Invoice', icon: 'receipt' },
  { type: 'appointment', label: 'Appointment', icon: 'calendar' },
  { type: 'blocked_period', label: 'Blocked period', icon: 'ban' },
  { type: 'customer', label: 'Customer', icon: 'user' },
  { type: 'contact_query', label: 'Contact query', icon: 'chat' },
  { type: 'email', label: 'Email', icon: 'mail' },
  { type: 'report', label: 'Report', icon: 'chart' },
  { type: 'reminders', label: 'Reminders', icon: 'bell' },
  { type: 'backup', label: 'Backup', icon: 'database' },
  { type: 'settings', label: 'Settings', icon: 'sliders' },
  { type: 'user', label: 'Staff account', icon: 'lock' },
  { type: 'invitation', label: 'Invitation', icon: 'send' },
];

/** 'job_card' → 'Job card'; an unknown kind in words ('stock_item' → 'Stock item'). */
export function recordKindOf(type: string): RecordKind {
  return RECORD_KINDS.find((kind) => kind.type === type) ?? { type, label: words(type), icon: 'clock' };
}

export interface ActionKind {
  action: string;
  label: string;
  /** The kind of record it is done to. */
  type: string;
}

/** The actions in use, by kind of record. */
/** The settings section each saved workshop setting is in (/admin/settings#…). */
const SETTING_ANCHORS: Record<string, string> = { pricing: 'pricing', openingHours: 'hours', services: 'services', reviews: 'reviews' };

export const ACTIONS: readonly ActionKind[] = [
  { action: 'jobcard.created', label: 'Job card created', type: 'job_card' },
  { action: 'jobcard.updated', label: 'Job card edited', type: 'job_card' },
  { action: 'jobcard.quote_sent', label: 'Quote sent', type: 'job_card' },
  { action: 'jobcard.terms_signed', label: 'Service terms signed', type: 'job_card' },
  { action: 'inspection.item_saved', label: 'Inspection check saved', type: 'job_card' },
  { action: 'inspection.photo_added', label: 'Inspection photo added', type: 'job_card' },
  { action: 'inspection.photo_deleted', label: 'Inspection photo deleted', type: 'job_card' },
  { action: 'quote.approved', label: 'Quote approved', type: 'job_card' },
  { action: 'quote.declined', label: 'Quote declined', type: 'job_card' },
  { action: 'jobcard.completed', label: 'Job completed and invoiced', type: 'job_card' },
  { action: 'jobcard.deleted', label: 'Job card deleted', type: 'job_card' },
  { action: 'invoice.created', label: 'Invoice issued', type: 'invoice' },
  { action: 'invoice.regenerated', label: 'Invoice re-generated', type: 'invoice' },
  { action: 'invoice.resent', label: 'Invoice resent', type: 'invoice' },
  { action: 'invoice.payment', label: 'Payment recorded', type: 'invoice' },
  { action: 'invoice.paid', label: 'Invoice paid', type: 'invoice' },
  { action: 'invoice.payment_reversed', label: 'Payment reversed', type: 'invoice' },
  { action: 'invoice.deleted', label: 'Invoice deleted', type: 'invoice' },
  { action: 'invoice.exported', label: 'Invoices exported', type: 'invoice' },
  { action: 'appointment.booked', label: 'Appointment booked', type: 'appointment' },
  { action: 'appointment.rescheduled', label: 'Appointment moved', type: 'appointment' },
  { action: 'appointment.cancelled', label: 'Appointment cancelled', type: 'appointment' },
  { action: 'appointment.restored', label: 'Cancellation undone by the customer', type: 'appointment' },
  { action: 'appointment.deleted', label: 'Appointment deleted', type: 'appointment' },
  { action: 'blocked_period.created', label: 'Period blocked', type: 'blocked_period' },
  { action: 'blocked_period.deleted', label: 'Period unblocked', type: 'blocked_period' },
  { action: 'customer.updated', label: 'Customer edited', type: 'customer' },
  { action: 'customer.merged', label: 'Customers merged', type: 'customer' },
  { action: 'contact.replied', label: 'Contact query replied to', type: 'contact_query' },
  { action: 'contact.deleted', label: 'Contact query deleted', type: 'contact_query' },
  { action: 'contact.cleaned_up', label: 'Old contact queries cleaned up', type: 'contact_query' },
  { action: 'email.replied', label: 'Email replied to', type: 'email' },
  { action: 'email.deleted', label: 'Email deleted', type: 'email' },
  { action: 'report.generated', label: 'Report generated', type: 'report' },
  { action: 'report.deleted', label: 'Report deleted', type: 'report' },
  { action: 'reminders.queued', label: 'Reminders sent', type: 'reminders' },
  { action: 'backup.created', label: 'Backup made', type: 'backup' },
  { action: 'backup.downloaded', label: 'Backup downloaded', type: 'backup' },
  { action: 'backup.deleted', label: 'Backup deleted', type: 'backup' },
  { action: 'backup.restored', label: 'Database restored from a backup', type: 'backup' },
  { action: 'settings.saved', label: 'Business details saved', type: 'settings' },
  { action: 'settings.bays_saved', label: 'Bays changed', type: 'settings' },
  { action: 'settings.pricing_saved', label: 'Pricing basis saved', type: 'settings' },
  { action: 'settings.hours_saved', label: 'Opening hours saved', type: 'settings' },
  { action: 'settings.services_saved', label: 'Services offered saved', type: 'settings' },
  { action: 'settings.reviews_saved', label: 'Review link saved', type: 'settings' },
  { action: 'settings.checklist_saved', label: 'Inspection checklist saved', type: 'settings' },
  { action: 'settings.mail_saved', label: 'Outgoing mail server saved', type: 'settings' },
  { action: 'settings.mailbox_saved', label: 'Mailbox saved', type: 'settings' },
  { action: 'settings.security_changed', label: 'Sign-in rules changed', type: 'settings' },
  { action: 'auth.signed_in', label: 'Signed in', type: 'user' },
  { action: 'auth.sign_in_failed', label: 'Failed sign-in', type: 'user' },
  { action: 'auth.session_ended', label: 'Session ended', type: 'user' },
  { action: 'auth.mfa_enabled', label: 'Two-factor sign-in turned on', type: 'user' },
  { action: 'auth.mfa_disabled', label: 'Two-factor sign-in turned off', type: 'user' },
  { action: 'auth.recovery_code_used', label: 'Recovery code used', type: 'user' },
  { action: 'auth.reset_requested', label: 'Password reset requested', type: 'user' },
  { action: 'auth.password_reset', label: 'Password reset with a link', type: 'user' },
  { action: 'auth.password_set', label: 'Password set on the server', type: 'user' },
  { action: 'user.accepted', label: 'Invitation accepted', type: 'user' },
  { action: 'user.renamed', label: 'Renamed', type: 'user' },
  { action: 'user.email_changed', label: 'Email changed', type: 'user' },
  { action: 'user.owner_changed', label: 'Owner or not changed', type: 'user' },
  { action: 'user.disabled', label: 'Account disabled', type: 'user' },
  { action: 'user.enabled', label: 'Account enabled', type: 'user' },
  { action: 'user.reset_sent', label: 'Reset link sent', type: 'user' },
  { action: 'user.invited', label: 'Staff member invited', type: 'invitation' },
  { action: 'user.invitation_withdrawn', label: 'Invitation withdrawn', type: 'invitation' },
];

/** 'jobcard.quote_sent' → 'Quote sent'; an unknown action in words ('stock.counted' → 'Stock counted'). */
export function actionLabel(action: string): string {
  return ACTIONS.find((known) => known.action === action)?.label ?? words(action.replace(/\./g, ' '));
}

/** 'blocked_period' → 'Blocked period'. */
function words(name: string): string {
  const text = name.replace(/[_.-]+/g, ' ').trim().toLowerCase();
  return text ? text[0].toUpperCase() + text.slice(1) : name;
}

/** Where a record of the trail is looked at: a path, and for pages that open a record from their state, that state. */
export interface RecordLink {
  to: string;
  state?: { open: string };
}

/** The page of an event's record, or null when there is none to open (a record deleted by this change, a sign-in). */
export function recordLink(event: { action: string; entityType: string; entityId: string | null }): RecordLink | null {
  const id = event.entityId;
  if (/\.deleted$/.test(event.action) && event.entityType !== 'invoice') return null;
  switch (event.entityType) {
    case 'job_card':
      return id ? { to: `/admin/jobcards/${encodeURIComponent(id)}` } : null;
    case 'invoice':
      // A deleted invoice that was sent stays, voided, and opens as such.
      return id ? { to: `/admin/invoice?number=${encodeURIComponent(id)}` } : null;
    case 'appointment':
      return id ? { to: `/admin/appointments?appointment=${encodeURIComponent(id)}` } : null;
    case 'customer':
      return id ? { to: `/admin/customers/${encodeURIComponent(id)}` } : null;
    case 'contact_query':
      return id ? { to: '/admin/contact-queries', state: { open: id } } : { to: '/admin/contact-queries' };
    case 'blocked_period':
      return { to: '/admin/appointments' };
    case 'email':
      return { to: '/admin/emails' };
    case 'report':
      return { to: '/admin/analytics' };
    case 'reminders':
      return { to: '/admin/reminders' };
    case 'backup':
      return { to: '/admin/monitor' };
    case 'settings':
      return id === 'inspection-checks' ? { to: '/admin/settings/inspection' } : id === 'bays' ? { to: '/admin/diary' } : id === 'business' ? { to: '/admin/settings' } : id === 'mail' || id === 'mailbox' ? { to: `/admin/settings#${id}` } : id && id in SETTING_ANCHORS ? { to: `/admin/settings#${SETTING_ANCHORS[id]}` } : null;
    default:
      return null;
  }
}
