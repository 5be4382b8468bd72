/** What the Email Manager offers other features: a sign-in test of a mailbox. */
export { checkMailbox } from './mailbox-connection.js';
