/**
 * The platform every feature builds on and none is above: the change unit (one transaction with
 * its mail, audit entry and live events), the outbox and its worker, the mail module with the
 * email layout, and the audit trail's table. It names no feature; features reach it through
 * FeatureDeps (`changes`, `outbox`, `mail`) and the files of this folder.
 */
import { AuditEvent } from './audit/audit-event.entity.js';
import { OutboxMessage } from './outbox/outbox-message.entity.js';

/** The platform's own tables. */
export const platformEntities = [OutboxMessage, AuditEvent];

/**
 * The tables the platform owns (api/test/platform/table-ownership.test.ts holds them to one owner each):
 * features write them only through its door, the change unit's `effects` and the outbox's SQL
 * (outbox/outbox-sql.ts, audit/audit-sql.ts) for statements that write them with their own rows.
 */
export const platformTables = ['outbox_message', 'audit_event'] as const;

/** What features may read in raw SQL: a queued message's delivery (the reminders' history shows it). */
export const platformReadModels = ['outbox_message'] as const;
