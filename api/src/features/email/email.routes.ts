/** The documented REST paths of the Email Manager, and the attachment links (one-message token). */
import { sessionOf } from '../../edge/admin.js';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { validateBody } from '../../edge/validate.js';
import { AppError } from '../../shared/errors.js';
import { contentDisposition } from '../documents/public.js';
import type { DocumentLinks } from '../documents/public.js';
import { isInlineImage, type EmailAttachmentPart } from './email-message.js';
import { EmailReplyInput } from './email.inputs.js';
import { emailMessageJson, emailSummaryJson } from './email.json.js';
import { emailScope, NOT_CONFIGURED_MESSAGE, parseUid, type EmailService } from './email.service.js';

const admin = { config: { admin: true as const } };

/** An attachment's bytes: inline only for raster images; never sniffed, never able to run anything. */
function sendAttachment(reply: FastifyReply, part: EmailAttachmentPart, inline: boolean): FastifyReply {
  const shown = inline && isInlineImage(part.contentType);
  return reply
    .header('content-type', shown ? part.contentType : 'application/octet-stream')
    .header('content-disposition', contentDisposition(shown ? 'inline' : 'attachment', part.filename))
    .header('content-length', String(part.content.length))
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
    .header('referrer-policy', 'no-referrer')
    .header('x-content-type-options', 'nosniff')
    .send(part.content);
}

/** `include`: absent, or `html` (the bodies in the list). */
function readInclude(value: unknown): boolean {
  if (value === undefined || value === '') return false;
  if (value === 'html') return true;
  throw AppError.badInput('include must be "html" (the sanitized bodies in the list) or left out.');
}

export function emailRoutes(app: FastifyInstance, email: EmailService, links: DocumentLinks): void {
  // The list; `?include=html` adds each message's sanitized body (`html`).
  app.get<{ Querystring: { include?: unknown } }>('/api/admin/emails', admin, async (request, reply) => {
    const withHtml = readInclude(request.query.include);
    if (!email.configured) throw AppError.unavailable(NOT_CONFIGURED_MESSAGE);
    if (withHtml) {
      const inbox = await email.inboxWithHtml(sessionOf(request));
      reply.header('x-unread-count', String(inbox.unreadCount));
      return inbox.emails.map((e) => ({ ...emailSummaryJson(e), html: e.html }));
    }
    const inbox = await email.inbox();
    reply.header('x-unread-count', String(inbox.unreadCount));
    return inbox.emails.map(emailSummaryJson);
  });

  app.get<{ Params: { uid: string }; Querystring: { showImages?: string } }>('/api/admin/emails/:uid', admin, async (request) => {
    const session = sessionOf(request);
    const message = await email.open(request.params.uid, ['1', 'true', 'yes'].includes(String(request.query.showImages ?? '').toLowerCase()), session);
    return emailMessageJson(message, (index) => links.link(`/api/admin/emails/${message.uid}/attachments/${index}/download`, emailScope(message.uid), session).url);
  });

  app.post<{ Params: { uid: string } }>('/api/admin/emails/:uid/read', admin, async (request) => ({ message: await email.markRead(request.params.uid) }));

  app.delete<{ Params: { uid: string } }>('/api/admin/emails/:uid', admin, async (request) => ({ message: await email.delete(request.em, request.params.uid) }));

  app.post<{ Body: Record<string, unknown> | undefined }>('/api/admin/reply-email', admin, async (request) => {
    const body = request.body && typeof request.body === 'object' ? { ...request.body } : request.body;
    // Clients may send the uid as text.
    if (body && typeof body.originalEmailId === 'string' && /^\d{1,10}$/.test(body.originalEmailId)) body.originalEmailId = Number(body.originalEmailId);
    const input = await validateBody(EmailReplyInput, body, ['recipientEmail', 'subject', 'message', 'originalEmailId']);
    return { message: await email.reply(request.em, input) };
  });

  for (const [action, inline] of [
    ['view', true],
    ['download', false],
  ] as const) {
    app.get<{ Params: { uid: string; index: string } }>(
      `/api/admin/emails/:uid/attachments/:index/${action}`,
      { config: { admin: 'query-token', document: (request) => emailScope(parseUid((request.params as { uid: string }).uid)) } },
      async (request, reply) => sendAttachment(reply, await email.attachment(request.params.uid, request.params.index), inline),
    );
  }
}
