/**
 * Signed-in sessions: one row per token (its jti), written at sign-in with the browser and address,
 * seen at most once a minute, listed to their owner (and to owners, everyone's) and ended at once
 * on every instance, as logout ends one.
 */
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { ONLY_OWNER } from '../../edge/admin.js';
import { AppError } from '../../shared/errors.js';
import type { Clock } from '../../shared/time.js';
import type { ChangeUnit } from '../../platform/outbox/public.js';
import { AdminSession } from './admin-session.entity.js';
import { describeBrowser } from './user-agent.js';
import { sessionChanges } from './session.changes.js';

/** What the token of a session says about it (AdminClaims' part this service needs). */
export interface SessionCaller {
  sub: string;
  jti?: string;
  owner?: boolean;
}

const SESSION_NOT_FOUND = 'There is no such session.';
/** last_seen_at is written at most this often per session. */
const LAST_SEEN_EVERY_MS = 60_000;

export interface SessionView {
  id: string;
  browser: string;
  userAgent: string;
  address: string;
  since: Date;
  lastSeen: Date;
  expiresAt: Date;
  current: boolean;
  user: { id: string; username: string; name: string };
}

interface SessionRow {
  id: string;
  adminId: string;
  userAgent: string;
  ip: string;
  createdAt: Date | string;
  lastSeenAt: Date | string;
  expiresAt: Date | string;
  username: string;
  name: string;
}

export interface SessionsDeps {
  orm: MikroORM;
  clock: Clock;
  changes: ChangeUnit;
}

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

export class SessionsService {
  constructor(private readonly deps: SessionsDeps) {}

  /** Inside the sign-in's transaction: the session of the token about to be issued. */
  record(tx: EntityManager, session: { jti: string; adminId: string; userAgent: string; ip: string; expiresAt: Date }): void {
    const now = this.deps.clock.now();
    tx.create(AdminSession, {
      _id: session.jti,
      adminId: session.adminId,
      userAgent: session.userAgent.slice(0, 300),
      ip: session.ip.slice(0, 64),
      createdAt: now,
      lastSeenAt: now,
      expiresAt: session.expiresAt,
    });
  }

  /**
   * A verified request of session `jti`, last seen at `seen`: its last_seen_at moves on when a minute
   * has passed (one UPDATE a minute per session at most, off the request's path).
   */
  touch(jti: string, seen: Date | string | null): void {
    if (seen === null) return;
    const now = this.deps.clock.now();
    if (now.getTime() - asDate(seen).getTime() < LAST_SEEN_EVERY_MS) return;
    void this.deps.orm.em
      .getConnection()
      .execute('UPDATE admin_session SET last_seen_at = ? WHERE _id = ? AND last_seen_at < ?', [now.toISOString(), jti, now.toISOString()])
      .catch(() => undefined); // a missed "last seen" is harmless; the next request tries again
  }

  /** Inside a transaction: every open session of the account has ended (a password change, the account disabled). */
  async endAllOf(tx: EntityManager, adminId: string, at: Date, options: { revoke?: boolean } = {}): Promise<void> {
    if (options.revoke) {
      await tx.execute(
        'INSERT INTO revoked_token (jti, admin_id, expires_at) SELECT _id, admin_id, expires_at FROM admin_session WHERE admin_id = ? AND ended_at IS NULL AND expires_at > now() ON CONFLICT (jti) DO NOTHING',
        [adminId],
      );
    }
    await tx.execute('UPDATE admin_session SET ended_at = ? WHERE admin_id = ? AND ended_at IS NULL', [at.toISOString(), adminId]);
  }

  /** Inside a transaction: the session of a token has ended (logout, or ended from the list). */
  async endOne(tx: EntityManager, jti: string, at: Date): Promise<void> {
    await tx.execute('UPDATE admin_session SET ended_at = ? WHERE _id = ? AND ended_at IS NULL', [at.toISOString(), jti]);
  }

  /** The live sessions of the caller, or (owners, `all`) of every account; the most recently seen first. */
  async list(em: EntityManager, caller: SessionCaller, all: boolean): Promise<SessionView[]> {
    if (all && !caller.owner) throw AppError.forbidden(ONLY_OWNER);
    const now = this.deps.clock.now().toISOString();
    const rows = await em.getConnection().execute<SessionRow[]>(
      `SELECT s._id AS id, s.admin_id AS "adminId", s.user_agent AS "userAgent", s.ip, s.created_at AS "createdAt", s.last_seen_at AS "lastSeenAt",
              s.expires_at AS "expiresAt", u.username, u.name
         FROM admin_session s JOIN admin_user u ON u._id = s.admin_id
        WHERE s.ended_at IS NULL AND s.expires_at > ? AND u.disabled_at IS NULL ${all ? '' : 'AND s.admin_id = ?'}
        ORDER BY s.last_seen_at DESC, s.created_at DESC
        LIMIT 500`,
      all ? [now] : [now, caller.sub],
    );
    return rows.map((r) => ({
      id: r.id,
      browser: describeBrowser(r.userAgent),
      userAgent: r.userAgent,
      address: r.ip,
      since: asDate(r.createdAt),
      lastSeen: asDate(r.lastSeenAt),
      expiresAt: asDate(r.expiresAt),
      current: r.id === caller.jti,
      user: { id: r.adminId, username: r.username, name: r.name },
    }));
  }

  /**
   * Ends session `id`: the caller's own, or anyone's for an owner. Its token is refused from now on
   * and its live subscriptions close, on every instance (as logout). Answers the message to show.
   */
  async end(em: EntityManager, caller: SessionCaller, id: string): Promise<string> {
    const now = this.deps.clock.now();
    return this.deps.changes.run(em, async (tx, effects) => {
      const rows = await tx.execute<Array<{ adminId: string; userAgent: string; ip: string; expiresAt: Date | string; endedAt: Date | string | null; username: string }>>(
        `SELECT s.admin_id AS "adminId", s.user_agent AS "userAgent", s.ip, s.expires_at AS "expiresAt", s.ended_at AS "endedAt", u.username
           FROM admin_session s JOIN admin_user u ON u._id = s.admin_id WHERE s._id = ? FOR UPDATE OF s`,
        [id],
      );
      const session = rows[0];
      if (!session) throw AppError.notFound(SESSION_NOT_FOUND);
      if (session.adminId !== caller.sub && !caller.owner) throw AppError.forbidden(ONLY_OWNER);
      if (session.endedAt || asDate(session.expiresAt).getTime() <= now.getTime()) return 'This session had already ended.';
      await revokeToken(tx, id, session.adminId, asDate(session.expiresAt));
      await this.endOne(tx, id, now);
      const whose = session.adminId === caller.sub ? 'their own session' : `a session of ${session.username}`;
      effects.audit({
        action: 'auth.session_ended',
        entityType: 'user',
        entityId: session.adminId,
        summary: `Ended ${whose} (${describeBrowser(session.userAgent)}, ${session.ip})`,
        changes: { session: [id, null] },
      });
      effects.changed(sessionChanges.ended, { adminId: session.adminId, jti: id });
      return 'The session has ended.';
    });
  }
}

/** The token `jti` is refused from now on (kept until it would have expired anyway). */
export async function revokeToken(tx: EntityManager, jti: string, adminId: string, expiresAt: Date): Promise<void> {
  await tx.execute('INSERT INTO revoked_token (jti, admin_id, expires_at) VALUES (?, ?, ?) ON CONFLICT (jti) DO NOTHING', [jti, adminId, expiresAt.toISOString()]);
  // Expired tokens are refused anyway: forget them (indexed, so cheap; real time, whatever a test clock says).
  await tx.execute('DELETE FROM revoked_token WHERE expires_at < now()');
}
