/**
 * REST: the run and the lists (admin); a customer's and a vehicle's reminders (admin); and the
 * public doors of a reminder's link: the booking prefill and the unsubscribe (RFC 8058 one-click
 * POST, which mailbox providers send as a form body, or none).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../shared/errors.js';
import { nextPageLink } from '../../shared/paging.js';
import { regoKey } from '../../shared/rego.js';
import { ReminderStatus } from './reminder.entity.js';
import type { RemindersService } from './reminders.service.js';
import type { DueReminder, ReminderEntry } from './reminders.types.js';

const admin = { config: { admin: true as const } };
type Token = { Params: { token: string } };

function query(request: FastifyRequest, name: string): string | undefined {
  const value = (request.query as Record<string, unknown>)[name];
  if (Array.isArray(value)) throw AppError.badInput(`${name} must be given once.`);
  return value as string | undefined;
}

export function reminderEntryJson(e: ReminderEntry) {
  return { ...e, createdAt: e.createdAt.toISOString(), deliveredAt: e.deliveredAt?.toISOString() ?? null };
}

const dueJson = (d: DueReminder) => ({ ...d });

export function reminderRoutes(app: FastifyInstance, reminders: RemindersService): void {
  app.post('/api/admin/reminders/run', admin, async () => reminders.run(undefined));

  app.get('/api/admin/reminders', admin, async (request, reply) => {
    const status = query(request, 'status') ?? 'due';
    reply.header('cache-control', 'no-store');
    if (status === 'due') return (await reminders.due(request.em)).map(dueJson);
    if (status !== ReminderStatus.sent && status !== ReminderStatus.skipped) throw AppError.badInput('status must be due, sent or skipped.');
    const page = await reminders.list(request.em, status, { limit: query(request, 'limit'), after: query(request, 'cursor') });
    const link = nextPageLink('/api/admin/reminders', request.query as Record<string, unknown>, page.nextCursor);
    if (link) reply.header('link', link);
    return page.items.map(reminderEntryJson);
  });

  app.get<{ Params: { id: string } }>('/api/admin/customers/:id/reminders', admin, async (request) => {
    const summary = await reminders.summary(request.em, { customerId: request.params.id });
    return { next: summary.next, recent: summary.recent.map(reminderEntryJson) };
  });

  app.get<{ Params: { rego: string } }>('/api/admin/vehicles/:rego/reminders', admin, async (request) => {
    const summary = await reminders.summary(request.em, { regoKey: regoKey(request.params.rego) });
    return { next: summary.next, recent: summary.recent.map(reminderEntryJson) };
  });

  app.get<Token>('/api/reminders/:token/booking', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return reminders.prefill(request.em, request.params.token);
  });

  app.register(async (scope) => {
    // One-click unsubscribe arrives as `List-Unsubscribe=One-Click` in a form body (RFC 8058): accepted and not needed.
    scope.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'], { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) => done(null, {}));
    scope.get<Token>('/api/unsubscribe/:token', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return reminders.unsubscribeState(request.em, request.params.token);
    });
    scope.post<Token>('/api/unsubscribe/:token', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return reminders.unsubscribe(request.em, request.params.token);
    });
  });
}
