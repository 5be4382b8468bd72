/** What a change of the diary's own settings tells the rest of the system. */
import { defineChanges, kind } from '../../platform/changes/announcements.js';

export const diaryChanges = defineChanges('diary', {
  /** The number of bays saved: every date's free times change with it. */
  baysSaved: kind<{ bays: number }>({ 'availability.changed': () => ({ dates: null }) }),
});
