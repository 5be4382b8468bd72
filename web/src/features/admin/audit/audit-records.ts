/**
 * The audit trail's words: who made a change ('Customer', 'System' or the staff member), the kinds
 * of record and the actions in use (the api's `effects.audit` calls) in words, and where each
 * record is looked at in the back office. The actions' words are the api's (each feature declares
 * those it writes: `auditActions`, use-audit-actions.ts); a kind or an action without words (a
 * newer api) is still shown, in words made from its name.
 */
import type { AdminIconName } from '../ui/AdminIcon';
import { ADMIN_RECORD_KINDS } from '../shell/admin-records';

export type ActorKind = 'staff' | 'api-key' | 'customer' | 'system';

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
  // Then those each folder declares in its own records.ts (shell/admin-records.ts).
  ...ADMIN_RECORD_KINDS.map(({ type, label, icon }) => ({ type, label, icon })),
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

/** The settings section each saved workshop setting is in (/admin/settings#…). */
const SETTING_ANCHORS: Record<string, string> = { pricing: 'pricing', openingHours: 'hours', services: 'services', reviews: 'reviews', regoReminders: 'rego-reminders' };


/** 'jobcard.quote_sent' → 'Quote sent'; an unknown action in words ('stock.counted' → 'Stock counted'). */
export function actionLabel(action: string, actions: readonly ActionKind[]): string {
  return actions.find((known) => known.action === action)?.label ?? words(action.replace(/\./g, ' '));
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
      return ADMIN_RECORD_KINDS.find((kind) => kind.type === event.entityType)?.link(id) ?? null;
  }
}
