/** GET /api/health: is the api up, and can it reach its database. */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/orm.js';
import { pingDatabase } from '../../db/ping.js';

export function healthRoutes(app: FastifyInstance, db: Database): void {
  app.get('/api/health', async (_request, reply) => {
    const { up, latencyMs } = await pingDatabase(db);
    return reply.code(up ? 200 : 503).send({
      status: up ? 'ok' : 'degraded',
      database: up ? 'up' : 'down',
      databaseKind: db.embedded ? 'embedded' : 'postgresql',
      databaseLatencyMs: latencyMs,
      uptimeSeconds: Math.round(process.uptime()),
    });
  });
}
