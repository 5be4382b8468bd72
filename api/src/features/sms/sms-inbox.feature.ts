/**
 * Texts both ways: what customers text to the workshop's number (Twilio's signed post to
 * /api/sms/inbound, sms.routes.ts), their STOP/START/HELP and 1/2 answers, the conversation on a
 * customer's page, staff replies and the texts inbox. Listed after booking, customers and email,
 * whose services it uses; its rows are the sms feature's tables.
 */
import { defineFeature } from '../../feature.js';
import { auditActions } from '../../platform/audit/audit-actions.js';
import { SmsInboxResolver } from './sms-inbox.resolver.js';
import { smsInboxOperations } from './sms-inbox.operations.js';
import { SmsInboxService } from './sms-inbox.service.js';

declare module '../../services.js' {
  interface Services {
    smsInbox: SmsInboxService;
  }
}

declare module '../../shared/pubsub.js' {
  interface Events {
    /** A text arrived, or staff read or answered some: the unread count now. */
    'sms.unread': { count: number };
  }
}

export const smsInboxFeature = defineFeature({
  name: 'sms',
  apiArea: 'customers',
  auditActions: [
    ...auditActions('customer', { 'sms.staff_reply': 'Text sent to the customer' }),
    ...auditActions('appointment', { 'appointment.confirmed_by_text': 'Confirmed by text' }),
  ],
  tables: [],
  services: ({ changes, mail, pubsub, em, services }) => ({
    smsInbox: new SmsInboxService({ changes, mail, pubsub, em, sms: services.sms, booking: services.booking, settings: services.settings, mailbox: services.email }),
  }),
  ready: ({ services }, log) => services.smsInbox.logTo(log),
  operations: smsInboxOperations,
  resolvers: [{ type: SmsInboxResolver, create: ({ services }) => new SmsInboxResolver(services.smsInbox) }],
});
