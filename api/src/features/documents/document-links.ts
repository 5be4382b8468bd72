/**
 * Short-lived links to one document: a token signed with the api's JWT secret that opens that
 * document only, for a few minutes, so the admin session token never lands in browser history.
 * The "document" is a scope string: a stored document's id, or another feature's own scope such
 * as `email:{uid}` (the parts of one message); a route declares the scope it serves.
 */
import jwt from 'jsonwebtoken';
import { AppError } from '../../shared/errors.js';
import type { Clock } from '../../shared/time.js';

export const DOCUMENT_LINK_SECONDS = 5 * 60;
const ISSUER = 'workshop-document';
const PURPOSE = 'document';

export type Disposition = 'inline' | 'attachment';

export interface DocumentLink {
  /** A path with its token, e.g. /api/admin/documents/{id}/view?token=… */
  url: string;
  expiresAt: Date;
}

export class DocumentLinks {
  constructor(
    private readonly secret: string,
    private readonly clock: Clock,
  ) {}

  /** A token that opens `documentId` only, for DOCUMENT_LINK_SECONDS. */
  sign(documentId: string): { token: string; expiresAt: Date } {
    const now = Math.floor(this.clock.now().getTime() / 1000);
    const token = jwt.sign({ doc: documentId, purpose: PURPOSE, iat: now }, this.secret, {
      expiresIn: DOCUMENT_LINK_SECONDS,
      issuer: ISSUER,
      algorithm: 'HS256',
    });
    return { token, expiresAt: new Date((now + DOCUMENT_LINK_SECONDS) * 1000) };
  }

  /** `path` (a document route of any feature) with a fresh token for `documentId`. */
  link(path: string, documentId: string): DocumentLink {
    const { token, expiresAt } = this.sign(documentId);
    return { url: `${path}${path.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`, expiresAt };
  }

  /** The generic view/download path of a stored document, with its token. */
  documentUrl(documentId: string, disposition: Disposition): DocumentLink {
    return this.link(`/api/admin/documents/${documentId}/${disposition === 'inline' ? 'view' : 'download'}`, documentId);
  }

  /** Whether a token claims to be a document token (unverified: the caller then verifies it with `documentOf`). */
  static isDocumentToken(token: string): boolean {
    const claims = jwt.decode(token);
    return typeof claims === 'object' && claims !== null && claims.iss === ISSUER;
  }

  /** The document a token opens; 401 when it is forged, malformed or expired. */
  documentOf(token: string): string {
    try {
      const claims = jwt.verify(token, this.secret, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        clockTimestamp: Math.floor(this.clock.now().getTime() / 1000),
      }) as { doc?: unknown; purpose?: unknown };
      if (claims.purpose !== PURPOSE || typeof claims.doc !== 'string') throw new Error('not a document token');
      return claims.doc;
    } catch (err) {
      throw AppError.unauthenticated(
        err instanceof jwt.TokenExpiredError ? 'This document link has expired. Open the document again from the back office.' : 'This document link is not valid.',
      );
    }
  }
}
