/**
 * The open graphql-ws sockets of signed-in admins, closed (4403) when their session ends: at the
 * token's expiry (a timer per socket, and a sweep on the service clock), at logout, or when the
 * password changes; the last two arrive through the pubsub, so every instance closes its own.
 */
import type { WebSocket } from 'ws';
import type { AuthService } from '../features/auth/auth.service.js';
import type { AdminClaims } from '../features/auth/auth.types.js';
import type { Events, PubSub } from '../shared/pubsub.js';

/** graphql-ws's Forbidden code: the client must not reuse the session. */
const SESSION_CLOSE_CODE = 4403;
const CLOSE_REASONS = {
  expired: 'Forbidden: session expired',
  ended: 'Forbidden: session ended',
} as const;

const SWEEP_MS = 1000;
// setTimeout's ceiling (~24.8 days); a longer session re-arms its timer.
const MAX_TIMER_MS = 2 ** 31 - 1;

interface LiveSession {
  socket: WebSocket;
  claims: AdminClaims;
  timer?: NodeJS.Timeout;
}

export class LiveSessions {
  private readonly sessions = new Set<LiveSession>();
  private readonly off: () => void;
  private readonly sweep: NodeJS.Timeout;

  constructor(
    private readonly auth: AuthService,
    pubsub: PubSub,
  ) {
    this.off = pubsub.on('admin.sessions-ended', (event) => this.endMatching(event));
    // The timers follow real time; the sweep also honours a clock moved by tests.
    this.sweep = setInterval(() => this.closeExpired(), SWEEP_MS);
    this.sweep.unref();
  }

  /** How many signed-in sockets are open (the server monitor's live connections). */
  get size(): number {
    return this.sessions.size;
  }

  /** Watches the socket of a verified token; answers the function to call when the socket closes. */
  track(socket: WebSocket, claims: AdminClaims): () => void {
    const session: LiveSession = { socket, claims };
    this.sessions.add(session);
    this.arm(session);
    return () => this.forget(session);
  }

  close(): void {
    this.off();
    clearInterval(this.sweep);
    for (const session of this.sessions) this.forget(session);
  }

  private arm(session: LiveSession): void {
    const remaining = this.auth.sessionRemainingMs(session.claims);
    if (remaining <= 0) return this.end(session, CLOSE_REASONS.expired);
    session.timer = setTimeout(() => this.arm(session), Math.min(remaining, MAX_TIMER_MS));
    session.timer.unref();
  }

  private closeExpired(): void {
    for (const session of this.sessions) {
      if (this.auth.sessionRemainingMs(session.claims) <= 0) this.end(session, CLOSE_REASONS.expired);
    }
  }

  private endMatching({ adminId, jti, issuedBefore }: Events['admin.sessions-ended']): void {
    for (const session of this.sessions) {
      const { sub, jti: tokenId, iat } = session.claims;
      if (sub !== adminId) continue;
      if ((jti !== null && tokenId === jti) || (issuedBefore !== null && iat < issuedBefore)) this.end(session, CLOSE_REASONS.ended);
    }
  }

  private end(session: LiveSession, reason: string): void {
    this.forget(session);
    session.socket.close(SESSION_CLOSE_CODE, reason);
  }

  private forget(session: LiveSession): void {
    clearTimeout(session.timer);
    this.sessions.delete(session);
  }
}
