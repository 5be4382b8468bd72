/** Technicians clocking on and off job cards, and the time entries that records. */
import { defineFeature } from '../../feature.js';
import { Migration20261220020000 } from './migrations/Migration20261220020000.js';
import { TimeEntry } from './time-entry.entity.js';

export const timeClockFeature = defineFeature({
  name: 'time-clock',
  entities: [TimeEntry],
  tables: ['time_entry'],
  /** Who is on each job card now (the job board) reads the open entries. */
  readModels: ['time_entry'],
  migrations: [Migration20261220020000],
});
