/** Answering a stored document: its headers, and the View and Download routes of a stored PDF. */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { arg, defineOperation, type Operation } from '../../edge/operation.js';
import type { Document } from './document.entity.js';
import type { Disposition } from './document-links.js';
import type { Services } from '../../services.js';

/** `filename="…"` for old clients (ASCII only) and `filename*=` (RFC 5987) with the real name. */
export function contentDisposition(disposition: Disposition, filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** Answers a stored document (with its bytes) inline (View) or as an attachment (Download). */
export function sendDocument(reply: FastifyReply, doc: Pick<Document, 'contentType' | 'filename' | 'bytes'>, disposition: Disposition): FastifyReply {
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

/** Answers a PDF made for this request (never stored), inline in a new tab, as a stored one is answered. */
export function sendRenderedPdf(reply: FastifyReply, rendered: { filename: string; pdf: Buffer }): FastifyReply {
  return sendDocument(reply, { contentType: 'application/pdf', filename: rendered.filename, bytes: rendered.pdf }, 'inline');
}

/** A stored PDF's two routes: `param` names their one parameter, `find` the document it stands for. */
export interface PdfRoutes {
  view: string;
  download: string;
  param: string;
  find: (call: { em: EntityManager; services: Services }, value: string) => string | Promise<string>;
}

const DISPOSITIONS = [
  ['view', 'inline', 'View'],
  ['download', 'attachment', 'Download'],
] as const;

/**
 * A stored PDF's View (inline) and Download (attachment) operations, REST only, opened in a new tab
 * with ?token= (the session's, or a one-document token for exactly that document). `name` and
 * `what` name them: e.g. `jobCardSignedTerms`, 'a job card’s signed terms'.
 */
export function pdfOperations(name: string, what: string, routes: PdfRoutes): Operation[] {
  const valueOf = (request: FastifyRequest) => (request.params as Record<string, string>)[routes.param];
  return DISPOSITIONS.map(([route, disposition, label]) =>
    defineOperation({
      name: `${name}${label}`,
      kind: 'query',
      only: 'rest',
      access: 'staff',
      description: `${label}s ${what} PDF (admin, ?token=).`,
      args: { value: arg.string() },
      result: () => Boolean,
      run: async (call, { value }) => call.services.documents.get(call.em, await routes.find(call, value)),
      rest: {
        method: 'GET',
        path: routes[route],
        config: { admin: 'query-token' },
        document: (request, services) => routes.find({ em: request.em, services }, valueOf(request)),
        args: ({ request }) => ({ value: valueOf(request) }),
        present: (doc, http) => sendDocument(http.reply, doc, disposition),
        produces: 'application/pdf',
      },
    }),
  );
}
