/** Technicians clocking on and off job cards, and the time entries that records. */
import { defineFeature } from '../../feature.js';
import { Migration20261220020000 } from './migrations/Migration20261220020000.js';
import { TIME_CLOCK_AUDIT_ACTIONS } from './time-clock.audit.js';
import { timeClockOperations } from './time-clock.operations.js';
import { TimeClockResolver } from './time-clock.resolver.js';
import { TimeClockService } from './time-clock.service.js';
import { ClockOnWriter } from './time-clock-writer.js';
import type { TimeClockEvent } from './time-clock.types.js';
import { TimeEntry } from './time-entry.entity.js';

declare module '../../services.js' {
  interface Services {
    timeClock: TimeClockService;
  }
}

declare module '../../shared/pubsub.js' {
  interface Events {
    /** A technician clocked on or off, or an entry was corrected: the job cards whose time changed. */
    'timeclock.changed': TimeClockEvent;
  }
}

export const timeClockFeature = defineFeature({
  name: 'time-clock',
  entities: [TimeEntry],
  tables: ['time_entry'],
  // Who is on each job card now (the job board) reads the open entries.
  readModels: ['time_entry'],
  migrations: [Migration20261220020000],
  auditActions: TIME_CLOCK_AUDIT_ACTIONS,
  services: ({ config, clock, changes, db }) => ({
    timeClock: new TimeClockService({ clock, timeZone: config.timeZone, changes, bound: !db.embedded, writer: db.embedded ? null : new ClockOnWriter(db.orm.em) }),
  }),
  operations: timeClockOperations,
  resolvers: [{ type: TimeClockResolver, create: () => new TimeClockResolver() }],
});
