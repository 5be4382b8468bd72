/** The generic PDF links (View and Download of any stored document), and the one way to send a document. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

/**
 * A stored PDF's View (inline) and Download (attachment) routes, opened in a new tab with ?token= (the
 * session's, or a one-document token for exactly that document): `param` names the routes' one
 * parameter, `find` the document it stands for.
 */
export function pdfRoutes(
  app: FastifyInstance,
  documents: DocumentService,
  routes: { view: string; download: string; param: string },
  find: (em: FastifyRequest['em'], value: string) => string | Promise<string>,
): void {
  const documentOf = (request: FastifyRequest) => find(request.em, (request.params as Record<string, string>)[routes.param]);
  for (const [route, disposition] of [
    [routes.view, 'inline'],
    [routes.download, 'attachment'],
  ] as const) {
    app.get(route, { config: { admin: 'query-token', document: documentOf } }, async (request, reply) =>
      sendDocument(reply, await documents.get(request.em, await documentOf(request)), disposition),
    );
  }
}

export function documentRoutes(app: FastifyInstance, documents: DocumentService): void {
  pdfRoutes(app, documents, { view: '/api/admin/documents/:id/view', download: '/api/admin/documents/:id/download', param: 'id' }, (_em, id) => id);
}
