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
