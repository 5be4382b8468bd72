/**
 * What a saved setting tells every instance: the business details and the workshop's settings raise
 * `settings.changed` (each instance reads them again; booking's and the diary's answers drop), the
 * outgoing mail and mailbox servers `mail-settings.changed` (the transport or the mailbox switches),
 * the outside accounts (Twilio, the text switches, Stripe) `integration-settings.changed` (each
 * instance reads that account again: texts and payments use it from then on).
 */
import { defineChanges, kind } from '../../platform/changes/announcements.js';
import type { MailServerKind } from './mail-settings.entity.js';

export const settingsChanges = defineChanges('settings', {
  /** The business details saved. */
  businessSaved: kind<Record<string, never>>({ 'settings.changed': () => ({}) }),
  /** One of the workshop's settings saved (opening hours, services, …). */
  settingSaved: kind<{ key: string }>({ 'settings.changed': () => ({}) }),
  /** The outgoing mail server or the mailbox saved. */
  mailServerSaved: kind<{ kind: MailServerKind }>({ 'mail-settings.changed': (m) => ({ kind: m.kind }) }),
  /** An outside account saved (Twilio, the text switches or Stripe). */
  integrationSaved: kind<{ key: string }>({ 'integration-settings.changed': (m) => ({ key: m.key }) }),
});
