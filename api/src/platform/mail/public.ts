/** What the mail module offers features: defining a template, the email layout, the module's types. */
export { defineLayoutTemplate, WRAP } from './mail-layout.js';
export { defineTemplate, type MailContext, type OutgoingMail, type QueuedMail } from './mail-template.js';
export type { MailModule, SendableMail } from './mail.module.js';
