/** Is the api up, and can it reach its database. */
import type { Database } from '../../db/orm.js';
import { pingDatabase } from '../../db/ping.js';

export interface HealthReport {
  up: boolean;
  status: 'ok' | 'degraded';
  database: 'up' | 'down';
  databaseKind: 'embedded' | 'postgresql';
  databaseLatencyMs: number;
  uptimeSeconds: number;
}

export class HealthService {
  constructor(private readonly db: Database) {}

  async report(): Promise<HealthReport> {
    const { up, latencyMs } = await pingDatabase(this.db);
    return {
      up,
      status: up ? 'ok' : 'degraded',
      database: up ? 'up' : 'down',
      databaseKind: this.db.embedded ? 'embedded' : 'postgresql',
      databaseLatencyMs: latencyMs,
      uptimeSeconds: Math.round(process.uptime()),
    };
  }
}
