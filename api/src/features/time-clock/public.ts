/** What the time clock offers other features: its declared changes (live views of who is on which job). */
export { timeEntryChanges } from './time-clock.changes.js';
