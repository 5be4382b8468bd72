/** The database's own entities; each feature lists its own in its descriptor (features/index.ts joins them). */
import { AppSetting } from './app-setting.entity.js';
import { RateLimitCounter } from './rate-limit.entity.js';
import { ScheduledRun } from './scheduled-run.entity.js';

export const coreEntities = [AppSetting, RateLimitCounter, ScheduledRun];

/**
 * The tables the database layer owns (written by its code alone: the rate-limit store, scheduled
 * runs, app settings, and the migrator's own record); none is a read model of others.
 */
export const coreTables = ['app_setting', 'rate_limit', 'scheduled_run', 'mikro_orm_migrations'] as const;
export const coreReadModels = [] as const;
