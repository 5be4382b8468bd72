/** The generic PDF links (View and Download of any stored document), and the one way to send a document. */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Document } from './document.entity.js';
import type { Disposition } from './document-links.js';
import type { DocumentService } from './document.service.js';

/** `filename="…"` for old clients (ASCII only) and `filename*=` (RFC 5987) with the real name. */
export function contentDisposition(disposition: Disposition, filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** Answers a stored document (with its bytes) inline (View) or as an attachment (Download). */
export function sendDocument(reply: FastifyReply, doc: Document, disposition: Disposition): FastifyReply {
  return (
    reply
      .header('content-type', doc.contentType)
      .header('content-disposition', contentDisposition(disposition, doc.filename))
      .header('content-length', String(doc.bytes.length))
      // Private to the one viewer, never cached; links in the PDF must not pass its token on.
      .header('cache-control', 'private, no-store')
      .header('referrer-policy', 'no-referrer')
      .header('x-content-type-options', 'nosniff')
      .send(doc.bytes)
  );
}

export function documentRoutes(app: FastifyInstance, documents: DocumentService): void {
  for (const [action, disposition] of [
    ['view', 'inline'],
    ['download', 'attachment'],
  ] as const) {
    app.get<{ Params: { id: string } }>(
      `/api/admin/documents/:id/${action}`,
      { config: { admin: 'query-token', document: (request) => (request.params as { id: string }).id } },
      async (request, reply) => sendDocument(reply, await documents.get(request.em, request.params.id), disposition),
    );
  }
}
