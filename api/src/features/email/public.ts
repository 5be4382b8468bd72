/** What the Email Manager offers other features: a sign-in test of a mailbox, and the shape of a listed message. */
export { checkMailbox } from './mailbox-connection.js';
export type { MailboxMail } from './email.service.js';
