/**
 * POST /api/sms/status: Twilio's delivery reports (a form post). The X-Twilio-Signature must hold
 * for the public URL and the posted fields with the account's auth token, else 403 and nothing
 * changes. Not an operation: its body is Twilio's form, not an app's JSON, and it answers Twilio.
 */
import type { FastifyInstance } from 'fastify';
import type { FeatureEdge } from '../../feature.js';
import { SMS_STATUS_PATH } from './sms.service.js';

export function smsRoutes(app: FastifyInstance, edge: FeatureEdge): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16_384 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    scope.post(SMS_STATUS_PATH, async (request, reply) => {
      const params = request.body && typeof request.body === 'object' ? (request.body as Record<string, string>) : {};
      const signature = request.headers['x-twilio-signature'];
      const accepted = await edge.services.sms.report(edge.db.orm.em.fork(), params, typeof signature === 'string' ? signature : undefined);
      if (!accepted) return reply.code(403).send({ error: 'The request is not signed by the workshop’s Twilio account.' });
      return reply.code(204).send();
    });
  });
}
