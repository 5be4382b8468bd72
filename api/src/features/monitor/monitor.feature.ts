/** Server Monitoring: live samples of the machine, the database, the mail queue and backups. */
import { defineFeature } from '../../feature.js';
import { MonitorResolver } from './monitor.resolver.js';
import { monitorOperations } from './monitor.operations.js';
import { MonitorService } from './monitor.service.js';

declare module '../../services.js' {
  interface Services {
    monitor: MonitorService;
  }
}

export const monitorFeature = defineFeature({
  name: 'monitor',
  tables: [],
  services: ({ db, outbox, pubsub, config, services }) => {
    const monitor = new MonitorService({ db, outbox, pubsub, config, texts: services.sms });
    // The mail servers saved in the app are the ones checked, once they replace SMTP_URL / IMAP_URL.
    services.mailSettings.onAddresses((servers) => monitor.useMailServers(servers));
    return { monitor };
  },
  operations: monitorOperations,
  resolvers: [{ type: MonitorResolver, create: ({ services }) => new MonitorResolver(services.monitor) }],
  ready: ({ services }, log) => services.monitor.logTo(log),
  close: (services) => services.monitor.close(),
});
