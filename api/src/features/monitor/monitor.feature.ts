/** Server Monitoring: live samples of the machine, the database, the mail queue and backups. */
import { defineFeature } from '../../feature.js';
import { MonitorResolver } from './monitor.resolver.js';
import { monitorRoutes } from './monitor.routes.js';
import { MonitorService } from './monitor.service.js';

declare module '../../feature.js' {
  interface Services {
    monitor: MonitorService;
  }
}

export const monitorFeature = defineFeature({
  name: 'monitor',
  services: ({ db, outbox, pubsub, config }) => ({ monitor: new MonitorService({ db, outbox, pubsub, config }) }),
  resolvers: [{ type: MonitorResolver, create: ({ services }) => new MonitorResolver(services.monitor) }],
  routes: (app, { services }) => monitorRoutes(app, services.monitor),
  ready: ({ services }, log) => services.monitor.logTo(log),
  close: (services) => services.monitor.close(),
});
