/** GET /api/health: is the api up, and can it reach its database. */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/orm.js';

export function healthRoutes(app: FastifyInstance, db: Database): void {
  app.get('/api/health', async (_request, reply) => {
    const started = performance.now();
    let database: 'up' | 'down' = 'up';
    try {
      await db.orm.em.getConnection().execute('SELECT 1');
    } catch {
      database = 'down';
    }
    return reply.code(database === 'up' ? 200 : 503).send({
      status: database === 'up' ? 'ok' : 'degraded',
      database,
      databaseKind: db.embedded ? 'embedded' : 'postgresql',
      databaseLatencyMs: Math.round((performance.now() - started) * 100) / 100,
      uptimeSeconds: Math.round(process.uptime()),
    });
  });
}
