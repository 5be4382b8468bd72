/** Text messages to customers through the workshop's own Twilio account, with Twilio's delivery reports. */
import { defineFeature } from '../../feature.js';
import { CustomerSmsResolver } from './customer-sms.resolver.js';
import { SmsMessage, SmsOptOut } from './sms-message.entity.js';
import { Migration20261221010000 } from './migrations/Migration20261221010000.js';
import { Migration20261222020000 } from './migrations/Migration20261222020000.js';
import { smsRouteDocs, smsRoutes } from './sms.routes.js';
import { SmsService } from './sms.service.js';

declare module '../../services.js' {
  interface Services {
    sms: SmsService;
  }
}

declare module '../../shared/pubsub.js' {
  interface Events {
    /** A text was queued: the worker sends it now rather than at its next poll. */
    'sms.queued': Record<string, never>;
  }
}

export const smsFeature = defineFeature({
  name: 'sms',
  entities: [SmsMessage, SmsOptOut],
  migrations: [Migration20261221010000, Migration20261222020000],
  tables: ['sms_message', 'sms_opt_out'],
  services: ({ orm, config, pubsub, services, serverBusy }) => ({ sms: new SmsService({ orm, config, pubsub, settings: services.smsSettings, busy: serverBusy }) }),
  routes: smsRoutes,
  routeDocs: smsRouteDocs,
  resolvers: [{ type: CustomerSmsResolver, create: ({ services }) => new CustomerSmsResolver(services.sms) }],
  ready: ({ services }, log) => services.sms.logTo(log),
  start: (services) => services.sms.start(),
  close: (services) => services.sms.close(),
});
