/** What the outbox offers other features: the change unit every write goes through, a message as SMTP sends it. */
export { composeMail, type OutgoingMail } from './mail-transport.js';
export { ChangeUnit, type AuditEntry, type Effects } from './change-unit.js';
export { createMailTransport, sendOnce, smtpLabel, smtpProblem, SwitchableTransport, type MailTransport, type SmtpServer } from './mail-transport.js';
