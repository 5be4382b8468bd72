/**
 * POST /api/sms/status: Twilio's delivery reports (a form post); POST /api/sms/inbound: the texts
 * customers send to the workshop's number, answered with empty TwiML (automatic answers go out as
 * texts of their own). The X-Twilio-Signature must hold for the public URL and the posted fields
 * with the account's auth token, else 403 and nothing changes or is stored. Not operations: their
 * bodies are Twilio's forms, not an app's JSON, and they answer Twilio.
 */
import type { FastifyInstance } from 'fastify';
import { json } from '../../shared/json-schema.js';
import type { RouteDoc } from '../../edge/route-doc.js';
import type { FeatureEdge } from '../../feature.js';
import { SMS_INBOUND_PATH, SMS_STATUS_PATH } from './sms.service.js';

const NOT_SIGNED = 'The request is not signed by the workshop’s Twilio account.';

export function smsRoutes(app: FastifyInstance, edge: FeatureEdge): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16_384 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    scope.post(SMS_STATUS_PATH, async (request, reply) => {
      const params = request.body && typeof request.body === 'object' ? (request.body as Record<string, string>) : {};
      const signature = request.headers['x-twilio-signature'];
      const accepted = await edge.services.sms.report(edge.db.orm.em.fork(), params, typeof signature === 'string' ? signature : undefined);
      if (!accepted) return reply.code(403).send({ error: NOT_SIGNED });
      return reply.code(204).send();
    });
    scope.post(SMS_INBOUND_PATH, async (request, reply) => {
      const params = request.body && typeof request.body === 'object' ? (request.body as Record<string, string>) : {};
      const signature = request.headers['x-twilio-signature'];
      const accepted = await edge.services.smsInbox.receive(edge.db.orm.em.fork(), params, typeof signature === 'string' ? signature : undefined);
      if (!accepted) return reply.code(403).send({ message: NOT_SIGNED });
      return reply.code(200).type('text/xml').send('<?xml version="1.0" encoding="UTF-8"?><Response/>');
    });
  });
}

const twilioForm = { type: 'application/x-www-form-urlencoded', schema: json.record(json.string(), { description: 'The fields Twilio posts (MessageSid, From, To, Body, MessageStatus, …).' }) };
const SIGNATURE = 'Twilio’s signature of the public URL and the posted fields, with the account’s auth token.';

/** The two routes above, as the API's description shows them. */
export const smsRouteDocs: RouteDoc[] = [
  {
    name: 'twilioDeliveryReport',
    method: 'POST',
    path: SMS_STATUS_PATH,
    description: 'Twilio’s delivery report of a text the workshop sent (its status callback).',
    access: 'public',
    headers: { 'X-Twilio-Signature': SIGNATURE },
    body: twilioForm,
    answers: { 204: { description: 'Recorded.' }, 403: { description: 'Not signed by the workshop’s Twilio account.', schema: json.object({ error: json.string() }) } },
  },
  {
    name: 'twilioInboundText',
    method: 'POST',
    path: SMS_INBOUND_PATH,
    description: 'A text a customer sent to the workshop’s number (Twilio’s incoming message webhook): stored once and matched to the customer; answered with empty TwiML.',
    access: 'public',
    headers: { 'X-Twilio-Signature': SIGNATURE },
    body: twilioForm,
    answers: {
      200: { description: 'Received.', type: 'text/xml' },
      403: { description: 'Not signed by the workshop’s Twilio account.' },
    },
  },
];
