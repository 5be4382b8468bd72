/** What the outbox offers other features: the change unit every write goes through (with the audit entry it records), composing and sending a message over SMTP, and the leased loop that sends a queue. */
export { composeMail } from './mail-transport.js';
export type { AuditEntry } from '../audit/audit.types.js';
export { ChangeUnit, type Effects } from '../changes/change-unit.js';
export { createMailTransport, sendOnce, smtpLabel, smtpProblem, SwitchableTransport, type MailTransport, type SmtpServer } from './mail-transport.js';
export { LeasedWorker, type Failure, type LeasedWorkerOptions } from './leased-worker.js';
export { eraseMessagesNaming, deidentifyMessagesBefore } from './outbox-erasure.js';
export { eraseFromAuditTrail } from '../audit/audit-erasure.js';
