/** What the outbox offers other features: a message as SMTP sends it. */
export { composeMail, type OutgoingMail } from './mail-transport.js';
