/**
 * Staff sign-in: scrypt-checked passwords behind the login throttle, signed expiring tokens that
 * logout and password changes end, and single-use password reset links.
 */
import { randomBytes } from 'node:crypto';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import jwt from 'jsonwebtoken';
import type { Config } from '../../config.js';
import { AppError } from '../../shared/errors.js';
import type { PubSub } from '../../shared/pubsub.js';
import type { RateLimitStore } from '../../db/rate-limit-store.js';
import type { Clock } from '../../shared/time.js';
import { passwordReset } from './auth.templates.js';
import type { AdminClaims } from './auth.types.js';
import type { ChangeUnit, Effects } from '../../platform/outbox/public.js';
import { AdminUser } from './admin-user.entity.js';
import { DeviceCookies, type DeviceClient } from './device-cookie.js';
import { SessionCookies } from './session-cookie.js';

export { CSRF_HEADER, type CookieRequest } from './session-cookie.js';
import { LoginThrottle } from './login-throttle.js';
import { hashPassword, verifyPassword } from './password.js';
import { passwordProblems } from './password-policy.js';
import { newResetToken, sha256 } from './reset-links.js';
import { VerifiedSessions } from './verified-sessions.js';
import { currentActor, staffActor } from '../../shared/actor.js';
import { revokeToken, type SessionsService } from './sessions.service.js';
import { sessionChanges } from './session.changes.js';
import { StaffRole } from './staff-role.js';
import { MFA_CODE_USED, MFA_WRONG_CODE_OR_RECOVERY, type MfaService } from './mfa.service.js';

/** Where a sign-in comes from: recorded with its session. */
export interface SignInClient {
  ip: string;
  userAgent: string;
}

/** A sign-in's token, and the device cookie (a Set-Cookie header) that marks its browser as known. */
export interface SignedIn {
  token: string;
  deviceCookie: string;
  /** The Set-Cookie headers of the session cookie and its CSRF value (every tab of the browser is signed in). */
  sessionCookies: string[];
}

/** What identifies one admin session (the claims of its token, without the name). */
export type SessionRef = Pick<AdminClaims, 'sub' | 'iat' | 'exp' | 'jti'>;

/** How an API key begins (a session's token never does: it is a JWT). */
export const API_KEY_PREFIX = 'tac_';
const RESET_LIFETIME_MS = 30 * 60 * 1000;
const ISSUER = 'workshop-admin';

const INVALID_CREDENTIALS = 'Invalid username or password.';
const SIGNED_OUT = 'You have been signed out.';
const RESET_REQUESTED = 'If the primary admin email belongs to an account, a password reset link has been sent to it.';
const SIGN_IN_REQUIRED = 'Please sign in to continue.';
const SESSION_ENDED = 'Your session has ended. Please sign in again.';
const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
const ACCOUNT_DISABLED = 'This account has been disabled. Ask an owner of the workshop to enable it again.';
const MFA_CODE_NEEDED = 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.';

export interface AuthDeps {
  orm: MikroORM;
  config: Config;
  clock: Clock;
  changes: ChangeUnit;
  pubsub: PubSub;
  limits: RateLimitStore;
  jwtSecret: string;
  sessions: SessionsService;
  mfa: MfaService;
}

export class AuthService {
  private readonly throttle: LoginThrottle;
  private readonly verified: VerifiedSessions<AdminClaims>;
  private readonly devices: DeviceCookies;
  /** The admin app's session cookie and its CSRF rule. */
  readonly cookies: SessionCookies;

  private readonly sessions: SessionsService;
  private apiKeys: ((key: string) => Promise<AdminClaims>) | null = null;
  private readonly mfa: MfaService;

  constructor(private readonly deps: AuthDeps) {
    this.sessions = deps.sessions;
    this.mfa = deps.mfa;
    this.throttle = new LoginThrottle(deps.limits, deps.config.loginRateLimit);
    this.verified = new VerifiedSessions(deps.pubsub, deps.clock);
    this.devices = new DeviceCookies(deps.jwtSecret, deps.clock);
    this.cookies = new SessionCookies(deps.jwtSecret, deps.config.publicUrl);
  }

  /**
   * Signs in: the password first (behind the throttle; a browser known by its device cookie is
   * counted on its own), then the account must be enabled, then, with two-factor on, a code (TOTP
   * or a recovery code, counted per account): without one 401 with `mfaRequired: true`.
   * Records the session (browser, address) and answers its token and the browser's device cookie.
   */
  async login(em: EntityManager, input: { username: string; password: string; code?: string | null }, client: SignInClient & DeviceClient): Promise<SignedIn> {
    const { username, password } = input;
    const ip = client.ip;
    const device = this.devices.deviceOf(client, username);
    // Counted before the (deliberately slow) hash is checked, so concurrent guesses cannot exceed the limit.
    await this.throttle.admit(ip, username, device);
    const admin = await em.findOne(AdminUser, { username: username.trim() });
    const ok = admin ? await verifyPassword(password, admin.passwordHash) : await verifyPassword(password, DUMMY_HASH);
    const name = username.trim().slice(0, 100);
    const failed = async (why: string) =>
      this.deps.changes.run(
        em.fork() as EntityManager,
        async (_tx, effects) => effects.audit({ action: 'auth.sign_in_failed', entityType: 'user', entityId: admin?._id ?? null, summary: `Failed sign-in as “${name}”${why}` }),
        // Someone not signed in, trying that username: named so in the Activity list.
        { actor: { kind: 'customer', id: null, name: `Unknown (sign-in as “${name}”)`, ip: ip.slice(0, 64) } },
      );
    if (!admin || !ok) {
      await failed('');
      throw AppError.unauthenticated(INVALID_CREDENTIALS);
    }
    if (admin.disabledAt) {
      await failed(': the account is disabled');
      throw AppError.unauthenticated(ACCOUNT_DISABLED);
    }
    const code = input.code?.trim() || null;
    if (admin.mfaSecret && !code) {
      // The password was right, but the attempt stays counted until the code is given too.
      throw AppError.unauthenticated(MFA_CODE_NEEDED, { mfaRequired: true });
    }
    // Counted per account before it is checked, like a password: a stolen password cannot try codes for long.
    if (admin.mfaSecret) await this.mfa.admitCode(admin._id);
    const actor = staffActor(admin._id, displayName(admin), ip);
    const previous = await this.liveCookieSession(client.cookieHeader);
    const signedIn = await this.deps.changes.run(
      em,
      async (tx, effects) => {
        const current = await tx.findOneOrFail(AdminUser, { _id: admin._id });
        let how = '';
        if (current.mfaSecret) {
          const check = await this.mfa.check(tx, current, code ?? '', effects);
          if (check === 'wrong' || check === 'used') return check;
          how = check === 'recovery' ? ' with a recovery code' : ' with two-factor';
        }
        effects.audit({ action: 'auth.signed_in', entityType: 'user', entityId: admin._id, summary: `${admin.username} signed in${how}` });
        if (previous) await this.endSessionIn(tx, previous, effects);
        return this.startSession(tx, current, client);
      },
      { actor },
    );
    if (signedIn === 'wrong' || signedIn === 'used') {
      await failed(signedIn === 'used' ? ': a code already used' : ': a wrong two-factor code');
      throw AppError.unauthenticated(signedIn === 'used' ? MFA_CODE_USED : MFA_WRONG_CODE_OR_RECOVERY, { mfaRequired: true });
    }
    if (admin.mfaSecret) await this.mfa.codeAccepted(admin._id);
    await this.throttle.succeeded(ip, username, device);
    return { token: signedIn, deviceCookie: this.devices.setCookie(client, admin.username, device), sessionCookies: this.sessionCookiesOf(signedIn, client.https) };
  }

  /** The Set-Cookie headers that hand a new session's token to every tab of the browser. */
  sessionCookiesOf(token: string, https: boolean): string[] {
    const { jti, exp } = jwt.decode(token) as { jti: string; exp: number };
    return this.cookies.set(token, jti, new Date(exp * 1000), https, this.deps.clock.now());
  }

  /** The live session the browser's cookie already holds (a sign-in from it replaces it: no pile of session rows), or null. */
  private async liveCookieSession(cookieHeader: string): Promise<AdminClaims | null> {
    const token = this.cookies.tokenOf(cookieHeader);
    if (!token) return null;
    try {
      return await this.verify(token);
    } catch {
      return null;
    }
  }

  /** Inside a transaction: the session of `claims` ends (its token refused, its live sockets closed on every instance). */
  private async endSessionIn(tx: EntityManager, claims: AdminClaims, effects: Effects): Promise<void> {
    if (claims.jti) {
      await revokeToken(tx, claims.jti, claims.sub, new Date(claims.exp * 1000));
      await this.sessions.endOne(tx, claims.jti, this.deps.clock.now());
    }
    effects.changed(sessionChanges.ended, { adminId: claims.sub, jti: claims.jti ?? null });
  }

  /** Inside a sign-in's transaction: the token of a new session of `admin`, its row recorded with the browser and address. */
  async startSession(tx: EntityManager, admin: AdminUser, client: SignInClient): Promise<string> {
    const jti = randomBytes(16).toString('base64url');
    const token = jwt.sign({ username: admin.username }, this.deps.jwtSecret, {
      subject: admin._id,
      expiresIn: this.deps.config.adminSessionMinutes * 60,
      issuer: ISSUER,
      algorithm: 'HS256',
      jwtid: jti,
    });
    const { exp } = jwt.decode(token) as { exp: number };
    this.sessions.record(tx, { jti, adminId: admin._id, userAgent: client.userAgent, ip: client.ip, expiresAt: new Date(exp * 1000) });
    return token;
  }

  /** Milliseconds until the token of `claims` expires, on the service's clock. */
  sessionRemainingMs(claims: AdminClaims): number {
    return claims.exp * 1000 - this.deps.clock.now().getTime();
  }

  /** Ends the session of a token: verify() refuses it from now on, and its live sockets close on every instance. */
  async logout(claims: AdminClaims): Promise<string> {
    await this.deps.changes.run(this.deps.orm.em.fork() as EntityManager, (tx, effects) => this.endSessionIn(tx, claims, effects));
    return SIGNED_OUT;
  }

  /** Who API keys (`tac_…`) name: the API keys' own check, once it is made. */
  acceptApiKeys(verify: (key: string) => Promise<AdminClaims>): void {
    this.apiKeys = verify;
  }

  /** The admin (or API key) a token belongs to; 401 for a missing, malformed, forged, expired or superseded one. */
  async verify(token: string | null | undefined): Promise<AdminClaims> {
    if (!token) throw AppError.unauthenticated(SIGN_IN_REQUIRED);
    if (token.startsWith(API_KEY_PREFIX)) {
      if (!this.apiKeys) throw AppError.unauthenticated(SIGN_IN_REQUIRED);
      return this.apiKeys(token);
    }
    const known = this.verified.get(token);
    if (known) return known;
    const mark = this.verified.mark();
    let claims: AdminClaims;
    try {
      claims = jwt.verify(token, this.deps.jwtSecret, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        clockTimestamp: Math.floor(this.deps.clock.now().getTime() / 1000),
      }) as AdminClaims;
    } catch (err) {
      const expired = err instanceof jwt.TokenExpiredError;
      throw AppError.unauthenticated(expired ? SESSION_EXPIRED : SIGN_IN_REQUIRED);
    }
    const account = await this.ensureLive(claims);
    // Never longer than the session row allows, whatever `exp` the token carries (the cache and live sockets follow it).
    claims.exp = Math.min(claims.exp, account.endsAt);
    claims.owner = account.role === 'owner';
    claims.role = account.role;
    claims.name = account.name;
    claims.mfaSetupRequired = account.mfaSetupRequired;
    this.verified.keep(token, claims, mark);
    return claims;
  }

  /**
   * 401 unless the session a document link was made in is still live (not logged out, no password
   * change since, not expired): a link stops opening when its session ends, like the session's token.
   */
  async verifySession(session: SessionRef): Promise<{ username: string; name: string }> {
    const key = `session:${session.sub}:${session.iat}:${session.jti ?? ''}`;
    const known = this.verified.get(key);
    if (known) return { username: known.username, name: known.name ?? known.username };
    const mark = this.verified.mark();
    if (session.exp * 1000 <= this.deps.clock.now().getTime()) throw AppError.unauthenticated(SESSION_EXPIRED);
    const { username, name, endsAt } = await this.ensureLive(session);
    this.verified.keep(key, { ...session, exp: Math.min(session.exp, endsAt), username, name }, mark);
    return { username, name };
  }

  /**
   * A token is honoured only while its session row is live: the row of its `jti` exists for its
   * account, has not ended (logout, 'end session'), and is within both the row's expiry and
   * ADMIN_SESSION_MINUTES from the session's start, whatever `exp` the token itself carries (a
   * token signed outside a sign-in has no row). A password change ends every session that began
   * before it; a disabled account ends them all. One query (it runs for every admin request that
   * the 5-second cache of verified tokens does not answer), which also says whether the account is
   * an owner's (its role), and moves the session's "last seen" on, at most once a minute. `endsAt`: epoch seconds.
   */
  private async ensureLive(session: SessionRef): Promise<{ role: StaffRole; mfaSetupRequired: boolean; username: string; name: string; endsAt: number }> {
    if (!session.jti) throw AppError.unauthenticated(SIGN_IN_REQUIRED);
    const jti = session.jti;
    const rows = await this.deps.orm.em.getConnection().execute<
      Array<{
        changed: string | null;
        revoked: boolean;
        disabled: boolean;
        role: StaffRole;
        mfaSetup: boolean;
        seen: string | Date | null;
        started: string | Date | null;
        expires: string | Date | null;
        ended: string | Date | null;
        username: string;
        name: string;
      }>
    >(
      `SELECT u.username, coalesce(nullif(btrim(u.name), ''), u.username) AS name, greatest(u.password_changed_at, u.sessions_ended_at) AS changed, EXISTS (SELECT 1 FROM revoked_token WHERE jti = ?) AS revoked, u.disabled_at IS NOT NULL AS disabled, u.role,
              u.mfa_enabled_at IS NULL AND coalesce((SELECT require_mfa FROM security_setting WHERE id = 1), false) AS "mfaSetup",
              s.last_seen_at AS seen, s.created_at AS started, s.expires_at AS expires, s.ended_at AS ended
         FROM admin_user u LEFT JOIN admin_session s ON s._id = ? AND s.admin_id = u._id
        WHERE u._id = ?`,
      [jti, jti, session.sub],
    );
    if (!rows.length) throw AppError.unauthenticated(SIGN_IN_REQUIRED);
    const row = rows[0];
    if (row.started === null || row.expires === null) throw AppError.unauthenticated(SIGN_IN_REQUIRED);
    if (row.disabled) throw AppError.unauthenticated(ACCOUNT_DISABLED);
    const changed = row.changed ? Math.floor(new Date(row.changed).getTime() / 1000) : 0;
    if (session.iat < changed || row.revoked || row.ended !== null) throw AppError.unauthenticated(SESSION_ENDED);
    const endsAtMs = Math.min(new Date(row.expires).getTime(), new Date(row.started).getTime() + this.deps.config.adminSessionMinutes * 60_000);
    if (endsAtMs <= this.deps.clock.now().getTime()) throw AppError.unauthenticated(SESSION_EXPIRED);
    this.sessions.touch(jti, row.seen);
    return { role: row.role, mfaSetupRequired: row.mfaSetup, username: row.username, name: row.name, endsAt: Math.floor(endsAtMs / 1000) };
  }

  /** Emails the primary admin a reset link. Answers the same whoever asks. */
  async requestPasswordReset(em: EntityManager): Promise<string> {
    const { config } = this.deps;
    // An owner first, then the oldest account: of the configured address, else of any.
    const oldest = { orderBy: { createdAt: 'asc' } } as const;
    const admin =
      (await em.findOne(AdminUser, { email: config.adminEmail, disabledAt: null, role: StaffRole.OWNER }, oldest)) ??
      (await em.findOne(AdminUser, { email: config.adminEmail, disabledAt: null }, oldest)) ??
      (await em.findOne(AdminUser, { disabledAt: null, role: StaffRole.OWNER }, oldest)) ??
      (await em.findOne(AdminUser, { disabledAt: null }, oldest));
    if (!admin) return RESET_REQUESTED;
    const now = this.deps.clock.now();
    // Anyone may ask (the answer is the same): recorded as an unknown caller's, with their address.
    const asker = currentActor();
    await this.deps.changes.run(
      em,
      async (tx, effects) => {
        // A new link replaces any earlier one.
        const token = await newResetToken(tx, admin._id, now, RESET_LIFETIME_MS);
        effects.mail(passwordReset.mail(config.adminEmail, { username: admin.username, token }));
        effects.audit({ action: 'auth.reset_requested', entityType: 'user', entityId: admin._id, summary: `Password reset link for ${admin.username} requested, emailed to ${config.adminEmail}` });
      },
      { actor: asker.kind === 'staff' ? asker : { kind: 'customer', id: null, name: 'Unknown', ip: asker.ip } },
    );
    return RESET_REQUESTED;
  }

  async resetPassword(em: EntityManager, token: string, password: string): Promise<string> {
    const now = this.deps.clock.now();
    await this.deps.changes.run(em, async (tx, effects) => {
      // Consumed by one statement: of two simultaneous uses, the second waits for the first's row
      // lock and then finds the link used. A refused password rolls back and leaves the link usable.
      const consumed = await tx.execute<Array<{ adminId: string }>>(
        'UPDATE password_reset_token SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ? RETURNING admin_id AS "adminId"',
        [now.toISOString(), sha256(token), now.toISOString()],
      );
      if (!consumed.length) throw AppError.badInput('This reset link is invalid or has expired. Please request a new one.');
      const admin = await tx.findOneOrFail(AdminUser, { _id: consumed[0].adminId });
      await this.changePassword(tx, admin, password, now, effects);
      // The link is the account holder's (it went to their mailbox): the change is theirs.
      effects.actAs({ kind: 'staff', id: admin._id, name: displayName(admin), ip: currentActor().ip });
      effects.audit({ action: 'auth.password_reset', entityType: 'user', entityId: admin._id, summary: `${admin.username} chose a new password with a reset link: every session ended` });
    });
    return 'Your password has been changed. You can now sign in with it.';
  }

  /**
   * The admin a command-line password reset applies to: the one named `username` when given,
   * else ADMIN_USERNAME's, else the first (as the start banner names it); null when there is none.
   */
  async adminUsername(em: EntityManager, username: string | null): Promise<string | null> {
    if (username) return (await em.findOne(AdminUser, { username }))?.username ?? null;
    const admin =
      (await em.findOne(AdminUser, { username: this.deps.config.adminUsername })) ??
      (await em.findOne(AdminUser, {}, { orderBy: { createdAt: 'asc' } }));
    return admin?.username ?? null;
  }

  /**
   * Sets the password of the admin named `username` as a reset link does: the same rules, and
   * every session begun before it ends, on every instance. For the owner who lost the password
   * (`npm run admin:reset-password`).
   */
  async setPassword(em: EntityManager, username: string, password: string): Promise<void> {
    await this.deps.changes.run(em, async (tx, effects) => {
      const admin = await tx.findOne(AdminUser, { username });
      if (!admin) throw AppError.notFound(`There is no admin named '${username}'.`);
      await this.changePassword(tx, admin, password, this.deps.clock.now(), effects);
      effects.audit({ action: 'auth.password_set', entityType: 'user', entityId: admin._id, summary: `Password of ${admin.username} set on the server (npm run admin:reset-password): every session ended` });
    });
  }

  /**
   * The new password's rules and hash, inside the caller's transaction; once it commits a
   * locked-out name may sign in again, and every earlier session ends on every instance.
   */
  private async changePassword(tx: EntityManager, admin: AdminUser, password: string, now: Date, effects: Effects): Promise<void> {
    const problems = passwordProblems(password, admin.username);
    if (problems.length) throw AppError.badInput(problems.join(' '), { password: problems });
    // Whole seconds, so a token issued in this same second is not mistaken for an older one.
    const changedAt = new Date(Math.floor(now.getTime() / 1000) * 1000);
    admin.passwordHash = await hashPassword(password);
    admin.passwordChangedAt = changedAt;
    await this.sessions.endAllOf(tx, admin._id, now);
    effects.afterCommit(() => this.throttle.forgetUser(admin.username));
    effects.changed(sessionChanges.endedBefore, { adminId: admin._id, issuedBefore: changedAt.getTime() / 1000 });
  }
}


// Checking a password against a dummy hash when the username is unknown keeps timing even.
const DUMMY_HASH = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$' + Buffer.alloc(64).toString('base64');

/** What the audit trail names a member of staff by: their name, else their username. */
export const displayName = (user: { name: string; username: string }): string => user.name.trim() || user.username;
