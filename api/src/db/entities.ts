/** The database's own entities; each feature lists its own in its descriptor (features/index.ts joins them). */
import { AppSetting } from './app-setting.entity.js';
import { RateLimitCounter } from './rate-limit.entity.js';
import { ScheduledRun } from './scheduled-run.entity.js';

export const coreEntities = [AppSetting, RateLimitCounter, ScheduledRun];
