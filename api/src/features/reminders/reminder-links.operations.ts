/**
 * The public doors of a reminder's link (REST only): the booking form's prefill, and the
 * unsubscribe (RFC 8058 one-click POST, which mailbox providers send as a form body, or none).
 */
import { json, messageSchema } from '../../shared/json-schema.js';
import type { FastifyInstance } from 'fastify';
import { arg, defineOperation, type Http } from '../../edge/operation.js';

/** The booking form's fields, filled in from the reminder's customer and vehicle. */
const prefillSchema = json.object({
  fullName: json.string(),
  email: json.string(),
  phone: json.string(),
  vehicleMake: json.string(),
  vehicleModel: json.string(),
  vehicleYear: json.nullable(json.integer()),
  registration: json.string(),
  serviceType: json.string(),
});

const noStore = (http: Http) => http.reply.header('cache-control', 'no-store');

/** The link's token from the path, the answer not to be stored. */
const tokenOf = (http: Http) => {
  noStore(http);
  return { token: (http.request.params as { token: string }).token };
};

/** One-click unsubscribe arrives as `List-Unsubscribe=One-Click` in a form body (RFC 8058): accepted and not needed. */
function acceptFormBodies(scope: FastifyInstance): void {
  scope.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'], { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) => done(null, {}));
}

export const reminderLinkOperations = [
  defineOperation({
    name: 'reminderBooking',
    kind: 'query',
    only: 'rest',
    access: 'public',
    description: 'The booking form filled in from a service reminder’s link.',
    args: { token: arg.string() },
    result: () => Boolean,
    run: ({ em, services }, { token }) => services.reminders.prefill(em, token),
    rest: { method: 'GET', path: '/api/reminders/:token/booking', args: tokenOf, answer: prefillSchema },
  }),
  defineOperation({
    name: 'unsubscribeState',
    kind: 'query',
    only: 'rest',
    access: 'public',
    description: 'Who an unsubscribe link unsubscribes (their address, partly hidden) and whether they already are.',
    args: { token: arg.string() },
    result: () => Boolean,
    run: ({ em, services }, { token }) => services.reminders.unsubscribeState(em, token),
    rest: { method: 'GET', path: '/api/unsubscribe/:token', args: tokenOf, scope: acceptFormBodies, answer: json.object({ email: json.string({ description: 'Partly hidden.' }), unsubscribed: json.boolean() }) },
  }),
  defineOperation({
    name: 'unsubscribe',
    kind: 'mutation',
    only: 'rest',
    access: 'public',
    description: 'Stops the marketing reminders of the link’s customer.',
    args: { token: arg.string() },
    result: () => Boolean,
    run: ({ em, services }, { token }) => services.reminders.unsubscribe(em, token),
    rest: { method: 'POST', path: '/api/unsubscribe/:token', args: tokenOf, scope: acceptFormBodies, answer: json.extend(messageSchema, { email: json.string() }) },
  }),
];
