/**
 * Short-lived links to one document: a token signed with the api's JWT secret that opens that
 * document only, for a few minutes, so the admin session token never lands in browser history.
 * A link belongs to the session it was made in and stops opening when that session ends (logout,
 * password change, expiry): the guard checks the session is live, as it does for the session's token.
 * The "document" is a scope string: a stored document's id, or another feature's own scope such
 * as `email:{uid}` (the parts of one message); a route declares the scope it serves.
 */
import jwt from 'jsonwebtoken';
import { AppError } from '../../shared/errors.js';
import type { Clock } from '../../shared/time.js';
import type { SessionRef } from '../auth/auth.service.js';

const DOCUMENT_LINK_SECONDS = 5 * 60;
const ISSUER = 'workshop-document';
const PURPOSE = 'document';

export type Disposition = 'inline' | 'attachment';

/** What a verified document token grants: one scope, while the session it was made in lasts. */
export interface DocumentGrant {
  doc: string;
  session: SessionRef;
}

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

  /** A token that opens `documentId` only, for DOCUMENT_LINK_SECONDS at most and never past its session. */
  sign(documentId: string, session: SessionRef): { token: string; expiresAt: Date } {
    const now = Math.floor(this.clock.now().getTime() / 1000);
    const exp = Math.min(now + DOCUMENT_LINK_SECONDS, session.exp);
    const ses = { sub: session.sub, iat: session.iat, exp: session.exp, ...(session.jti ? { jti: session.jti } : {}) };
    const token = jwt.sign({ doc: documentId, purpose: PURPOSE, ses, iat: now, exp }, this.secret, { issuer: ISSUER, algorithm: 'HS256' });
    return { token, expiresAt: new Date(exp * 1000) };
  }

  /** `path` (a document route of any feature) with a fresh token for `documentId`, in `session`. */
  link(path: string, documentId: string, session: SessionRef): DocumentLink {
    const { token, expiresAt } = this.sign(documentId, session);
    return { url: `${path}${path.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`, expiresAt };
  }

  /** The generic view/download path of a stored document, with its token. */
  documentUrl(documentId: string, disposition: Disposition, session: SessionRef): DocumentLink {
    return this.link(`/api/admin/documents/${documentId}/${disposition === 'inline' ? 'view' : 'download'}`, documentId, session);
  }

  /** Whether a token claims to be a document token (unverified: the caller then verifies it with `documentOf`). */
  static isDocumentToken(token: string): boolean {
    const claims = jwt.decode(token);
    return typeof claims === 'object' && claims !== null && claims.iss === ISSUER;
  }

  /** The document a token opens and its session (the caller checks the session is live); 401 when forged, malformed or expired. */
  documentOf(token: string): DocumentGrant {
    try {
      const claims = jwt.verify(token, this.secret, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        clockTimestamp: Math.floor(this.clock.now().getTime() / 1000),
      }) as { doc?: unknown; purpose?: unknown; ses?: unknown };
      if (claims.purpose !== PURPOSE || typeof claims.doc !== 'string' || !isSessionRef(claims.ses)) throw new Error('not a document token');
      return { doc: claims.doc, session: claims.ses };
    } catch (err) {
      throw AppError.unauthenticated(
        err instanceof jwt.TokenExpiredError ? 'This document link has expired. Open the document again from the back office.' : 'This document link is not valid.',
      );
    }
  }
}

function isSessionRef(value: unknown): value is SessionRef {
  if (typeof value !== 'object' || value === null) return false;
  const ses = value as Record<string, unknown>;
  return typeof ses.sub === 'string' && Number.isInteger(ses.iat) && Number.isInteger(ses.exp) && (ses.jti === undefined || typeof ses.jti === 'string');
}
