/** What a change of an analytics report tells the rest of the system: the live `analytics.report-changed` event (the reports list). */
import { defineChanges, kind } from '../../platform/changes/announcements.js';

export const reportChanges = defineChanges('report', {
  generated: kind<{ filename: string }>({ 'analytics.report-changed': (r) => ({ filename: r.filename, kind: 'generated' }) }),
  deleted: kind<{ filename: string }>({ 'analytics.report-changed': (r) => ({ filename: r.filename, kind: 'deleted' }) }),
});
