/** GET /api/admin/monitor/system-info (the admin app polls it every 30 s when its live socket is down). */
import type { FastifyInstance } from 'fastify';
import { systemInfoJson } from './monitor.json.js';
import type { MonitorService } from './monitor.service.js';

export function monitorRoutes(app: FastifyInstance, monitor: MonitorService): void {
  app.get('/api/admin/monitor/system-info', { config: { admin: true } }, async (_request, reply) => {
    return reply.header('cache-control', 'no-store').send(systemInfoJson(await monitor.current()));
  });
}
