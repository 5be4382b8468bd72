/** The back office's documented REST paths for contact queries. */
import type { FastifyInstance } from 'fastify';
import type { ContactQuery } from './contact-query.entity.js';
import type { ContactService } from './contact.service.js';

const admin = { config: { admin: true as const } };

export function contactQueryJson(q: ContactQuery) {
  return {
    _id: q._id,
    name: q.name,
    email: q.email,
    phone: q.phone ?? null,
    message: q.message,
    createdAt: q.createdAt.toISOString(),
    replied: q.replied,
    repliedAt: q.repliedAt ? q.repliedAt.toISOString() : null,
    replyMessage: q.replyMessage ?? null,
    customerId: q.customerId ?? null,
  };
}

export function contactAdminRoutes(app: FastifyInstance, contact: ContactService): void {
  app.get('/api/admin/contact-queries', admin, async (request) => (await contact.list(request.em)).map(contactQueryJson));

  app.post<{ Params: { id: string }; Body: { replyMessage?: unknown } }>('/api/admin/contact-queries/:id/reply', admin, async (request) => {
    const replyMessage = request.body?.replyMessage;
    return { message: await contact.reply(request.em, request.params.id, typeof replyMessage === 'string' ? replyMessage : '') };
  });

  app.delete<{ Params: { id: string } }>('/api/admin/contact-queries/:id', admin, async (request) => ({
    message: await contact.delete(request.em, request.params.id),
  }));

  app.post('/api/admin/contact-queries/cleanup', admin, async (request) => contact.cleanup(request.em));
}
