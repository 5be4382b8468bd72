/** The Email Manager (admin): the inbox, a message, read/delete/reply, attachment links and files; each operation's GraphQL field and REST route. */
import { json } from '../../shared/json-schema.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Int } from 'type-graphql';
import { sessionOf } from '../../edge/admin.js';
import { arg, defineOperation, type ArgSpec } from '../../edge/operation.js';
import { defineMessageOperation } from '../../edge/message-operation.js';
import { validateBody } from '../../edge/validate.js';
import { AppError } from '../../shared/errors.js';
import { contentDisposition, DocumentDisposition, DocumentLinkResult } from '../documents/public.js';
import { isInlineImage, type EmailAttachmentPart } from './email-message.js';
import { EmailReplyInput } from './email.inputs.js';
import { emailMessageJson, emailMessageSchema, emailSummaryJson, emailSummarySchema } from './email.json.js';
import { emailScope, NOT_CONFIGURED_MESSAGE, parseUid } from './email.service.js';
import { EmailInbox, EmailMessage } from './email.types.js';

/** A message's uid: over REST the path's text as it is, which the service reads (and refuses) as GraphQL's Int. */
const uid = (): ArgSpec<number> => ({ type: () => Int, read: (value) => value as number });

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

const params = (request: FastifyRequest) => request.params as Record<string, string>;

const attachmentOperations = (['view', 'download'] as const).map((action) =>
  defineOperation({
    name: action === 'view' ? 'emailAttachmentView' : 'emailAttachmentDownload',
    kind: 'query',
    only: 'rest',
    access: 'staff',
    description: `${action === 'view' ? 'Shows' : 'Downloads'} one attachment of a message (admin, ?token=).`,
    args: { uid: uid(), index: arg.string() },
    result: () => Boolean,
    run: ({ services }, { uid, index }) => services.email.attachment(uid, index),
    rest: {
      method: 'GET',
      path: `/api/admin/emails/:uid/attachments/:index/${action}`,
      config: { admin: 'query-token' },
      document: (request) => emailScope(parseUid(params(request).uid)),
      args: ({ request }) => ({ uid: params(request).uid as unknown as number, index: params(request).index }),
      present: (part, http) => sendAttachment(http.reply, part, action === 'view'),
      produces: 'application/octet-stream',
    },
  }),
);

export const emailOperations = [
  defineOperation({
    name: 'emailInbox',
    kind: 'query',
    access: 'staff',
    description: "The INBOX's messages of the last 30 days, newest first, with the unread count (admin).",
    args: {},
    result: () => EmailInbox,
    run: ({ services }) => services.email.inbox(),
  }),
  defineOperation({
    // The list; `?include=html` adds each message's sanitized body (`html`); the unread count in X-Unread-Count.
    name: 'emailList',
    kind: 'query',
    only: 'rest',
    access: 'staff',
    description: "The INBOX's messages of the last 30 days, newest first (admin).",
    args: { include: { type: () => String, nullable: true } as ArgSpec<unknown> },
    result: () => Boolean,
    run: async ({ services, caller }, { include }) => {
      const withHtml = readInclude(include);
      if (!services.email.configured) throw AppError.unavailable(NOT_CONFIGURED_MESSAGE);
      if (!withHtml) {
        const inbox = await services.email.inbox();
        return { unreadCount: inbox.unreadCount, emails: inbox.emails.map(emailSummaryJson) };
      }
      const inbox = await services.email.inboxWithHtml(sessionOf({ admin: caller }));
      return { unreadCount: inbox.unreadCount, emails: inbox.emails.map((e) => ({ ...emailSummaryJson(e), html: e.html })) };
    },
    rest: {
      method: 'GET',
      path: '/api/admin/emails',
      args: ({ request }) => ({ include: (request.query as Record<string, unknown>).include }),
      query: { include: { schema: json.oneOf(['html']), description: 'html: each message with its sanitised content.' } },
      present: ({ unreadCount, emails }, http) => {
        http.reply.header('x-unread-count', String(unreadCount));
        return emails;
      },
      answer: json.array(json.extend(emailSummarySchema, { html: json.string({ description: 'With ?include=html: its content, sanitised.' }) }, ['html'])),
    },
  }),
  defineOperation({
    name: 'email',
    kind: 'query',
    access: 'staff',
    description: 'One message with its body sanitized; remote images only with showImages. Does not mark it read (admin).',
    args: { uid: uid(), showImages: { ...arg.boolean(), defaultValue: false } },
    result: () => EmailMessage,
    run: async ({ services, caller }, { uid, showImages }) => {
      const session = sessionOf({ admin: caller });
      const opened = await services.email.open(uid, showImages, session);
      const downloadUrl = (index: number) =>
        services.documents.links.link(`/api/admin/emails/${opened.uid}/attachments/${index}/download`, emailScope(opened.uid), session).url;
      return { opened, downloadUrl };
    },
    graphql: ({ opened }) => opened,
    rest: {
      method: 'GET',
      path: '/api/admin/emails/:uid',
      args: (http) => ({
        uid: params(http.request).uid as unknown as number,
        showImages: ['1', 'true', 'yes'].includes(String((http.request.query as Record<string, unknown>).showImages ?? '').toLowerCase()),
      }),
      present: ({ opened, downloadUrl }) => emailMessageJson(opened, downloadUrl),
      answer: emailMessageSchema,
    },
  }),
  defineOperation({
    name: 'mailboxConfigured',
    kind: 'query',
    access: 'staff',
    description: 'Whether a mailbox is configured (IMAP_URL) (admin).',
    args: {},
    result: () => Boolean,
    run: ({ services }) => services.email.configured,
  }),
  defineOperation({
    name: 'unreadMailCount',
    kind: 'query',
    access: 'staff',
    description: 'Unread messages of the last 30 days; null when no mailbox is configured or it cannot be reached (admin).',
    args: {},
    result: () => Int,
    nullable: true,
    run: ({ services }) => services.email.unreadCount(),
  }),
  defineMessageOperation({
    name: 'markEmailRead',
    kind: 'mutation',
    access: 'staff',
    description: 'Marks a message read (admin).',
    args: { uid: uid() },
    run: ({ services }, { uid }) => services.email.markRead(uid),
    rest: { method: 'POST', path: '/api/admin/emails/:uid/read' },
  }),
  defineMessageOperation({
    name: 'deleteEmail',
    kind: 'mutation',
    access: 'staff',
    description: 'Permanently deletes a message from the server (admin).',
    args: { uid: uid() },
    run: ({ em, services }, { uid }) => services.email.delete(em, uid),
    rest: { method: 'DELETE', path: '/api/admin/emails/:uid' },
  }),
  defineMessageOperation({
    name: 'replyToEmail',
    kind: 'mutation',
    access: 'staff',
    description: 'Replies to a message through the outbox, threaded, the original quoted; filed in Sent (admin).',
    args: { input: arg.input(EmailReplyInput) },
    run: ({ em, services }, { input }) => services.email.reply(em, input),
    rest: {
      method: 'POST',
      path: '/api/admin/reply-email',
      args: async ({ request }) => {
        const raw = request.body as Record<string, unknown> | undefined;
        const body = raw && typeof raw === 'object' ? { ...raw } : raw;
        // Clients may send the uid as text.
        if (body && typeof body.originalEmailId === 'string' && /^\d{1,10}$/.test(body.originalEmailId)) body.originalEmailId = Number(body.originalEmailId);
        return { input: await validateBody(EmailReplyInput, body, ['recipientEmail', 'subject', 'message', 'originalEmailId']) };
      },
    },
  }),
  defineOperation({
    name: 'emailAttachmentLink',
    kind: 'mutation',
    access: 'staff',
    description: "A 5-minute link to one attachment of a message (that message's token only) (admin).",
    args: { uid: uid(), index: arg.int(), disposition: { ...arg.enumOf<DocumentDisposition>(DocumentDisposition), defaultValue: DocumentDisposition.attachment } },
    result: () => DocumentLinkResult,
    run: ({ services, caller }, { uid, index, disposition }) => services.email.attachmentLink(uid, index, disposition, sessionOf({ admin: caller })),
  }),
  ...attachmentOperations,
];
