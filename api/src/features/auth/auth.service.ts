/**
 * Staff sign-in: scrypt-checked passwords, signed expiring tokens, lock-outs after repeated
 * failures (per address and per username), and single-use password reset links.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import jwt from 'jsonwebtoken';
import type { Config } from '../../config.js';
import { AppError } from '../../shared/errors.js';
import { RateLimiter } from '../../shared/rate-limiter.js';
import type { Clock } from '../../shared/time.js';
import { passwordReset } from '../mail/auth.templates.js';
import type { OutboxService } from '../outbox/outbox.service.js';
import { AdminUser } from './admin-user.entity.js';
import { hashPassword, verifyPassword } from './password.js';
import { passwordProblems } from './password-policy.js';
import { PasswordResetToken } from './password-reset-token.entity.js';

export interface AdminClaims {
  sub: string;
  username: string;
  /** issued at, seconds */
  iat: number;
}

export const TOKEN_LIFETIME_SECONDS = 12 * 60 * 60;
const RESET_LIFETIME_MS = 30 * 60 * 1000;
const LOCKOUT_WINDOW_MS = 15 * 60 * 1000;
const ISSUER = 'workshop-admin';

export const INVALID_CREDENTIALS = 'Invalid username or password.';
export const LOCKED_OUT = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.';
export const RESET_REQUESTED = 'If the primary admin email belongs to an account, a password reset link has been sent to it.';
export const SIGN_IN_REQUIRED = 'Please sign in to continue.';

export interface AuthDeps {
  orm: MikroORM;
  config: Config;
  clock: Clock;
  outbox: OutboxService;
  jwtSecret: string;
}

export class AuthService {
  private readonly failuresByAddress: RateLimiter;
  private readonly failuresByUser: RateLimiter;

  constructor(private readonly deps: AuthDeps) {
    const now = () => deps.clock.now().getTime();
    this.failuresByAddress = new RateLimiter(deps.config.loginRateLimit, LOCKOUT_WINDOW_MS, now);
    this.failuresByUser = new RateLimiter(deps.config.loginRateLimit, LOCKOUT_WINDOW_MS, now);
  }

  async login(em: EntityManager, username: string, password: string, ip: string): Promise<string> {
    const userKey = username.trim().toLowerCase();
    const limit = this.deps.config.loginRateLimit;
    if (this.failuresByAddress.count(ip) >= limit || this.failuresByUser.count(userKey) >= limit) {
      throw AppError.tooManyRequests(LOCKED_OUT);
    }
    const admin = await em.findOne(AdminUser, { username: username.trim() });
    const ok = admin ? await verifyPassword(password, admin.passwordHash) : await verifyPassword(password, DUMMY_HASH);
    if (!admin || !ok) {
      this.failuresByAddress.hit(ip);
      this.failuresByUser.hit(userKey);
      throw AppError.unauthenticated(INVALID_CREDENTIALS);
    }
    this.failuresByUser.reset(userKey);
    this.failuresByAddress.reset(ip);
    return this.issueToken(admin);
  }

  issueToken(admin: AdminUser): string {
    return jwt.sign({ username: admin.username }, this.deps.jwtSecret, {
      subject: admin._id,
      expiresIn: TOKEN_LIFETIME_SECONDS,
      issuer: ISSUER,
      algorithm: 'HS256',
    });
  }

  /** The admin a token belongs to; 401 for a missing, malformed, forged, expired or superseded one. */
  async verify(token: string | null | undefined): Promise<AdminClaims> {
    if (!token) throw AppError.unauthenticated(SIGN_IN_REQUIRED);
    let claims: AdminClaims;
    try {
      claims = jwt.verify(token, this.deps.jwtSecret, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        clockTimestamp: Math.floor(this.deps.clock.now().getTime() / 1000),
      }) as AdminClaims;
    } catch (err) {
      const expired = err instanceof jwt.TokenExpiredError;
      throw AppError.unauthenticated(expired ? 'Your session has expired. Please sign in again.' : SIGN_IN_REQUIRED);
    }
    // A password change ends every session that began before it.
    const rows = await this.deps.orm.em
      .getConnection()
      .execute<Array<{ changed: string | null }>>('SELECT password_changed_at AS changed FROM admin_user WHERE _id = ?', [claims.sub]);
    if (!rows.length) throw AppError.unauthenticated(SIGN_IN_REQUIRED);
    const changed = rows[0].changed ? Math.floor(new Date(rows[0].changed).getTime() / 1000) : 0;
    if (claims.iat < changed) throw AppError.unauthenticated('Your session has ended. Please sign in again.');
    return claims;
  }

  /** Emails the primary admin a reset link. Answers the same whoever asks. */
  async requestPasswordReset(em: EntityManager): Promise<string> {
    const { config } = this.deps;
    const admin =
      (await em.findOne(AdminUser, { email: config.adminEmail })) ??
      (await em.findOne(AdminUser, {}, { orderBy: { createdAt: 'asc' } }));
    if (!admin) return RESET_REQUESTED;
    const token = randomBytes(32).toString('base64url');
    const now = this.deps.clock.now();
    await em.transactional(async (tx) => {
      // A new link replaces any earlier one.
      await tx.nativeUpdate(PasswordResetToken, { adminId: admin._id, usedAt: null }, { usedAt: now });
      tx.create(PasswordResetToken, {
        adminId: admin._id,
        tokenHash: sha256(token),
        expiresAt: new Date(now.getTime() + RESET_LIFETIME_MS),
        createdAt: now,
      });
      await tx.flush();
      await this.deps.outbox.enqueue(tx, [passwordReset.mail(config.adminEmail, { username: admin.username, token })]);
    });
    this.deps.outbox.notify();
    return RESET_REQUESTED;
  }

  async resetPassword(em: EntityManager, token: string, password: string): Promise<string> {
    const now = this.deps.clock.now();
    return em.transactional(async (tx) => {
      const reset = await tx.findOne(PasswordResetToken, { tokenHash: sha256(token) });
      if (!reset || reset.usedAt || reset.expiresAt <= now) {
        throw AppError.badInput('This reset link is invalid or has expired. Please request a new one.');
      }
      const admin = await tx.findOneOrFail(AdminUser, { _id: reset.adminId });
      const problems = passwordProblems(password, admin.username);
      if (problems.length) throw AppError.badInput(problems.join(' '), { password: problems });
      admin.passwordHash = await hashPassword(password);
      // Whole seconds, so a token issued in this same second is not mistaken for an older one.
      admin.passwordChangedAt = new Date(Math.floor(now.getTime() / 1000) * 1000);
      reset.usedAt = now;
      this.failuresByUser.reset(admin.username.toLowerCase());
      return 'Your password has been changed. You can now sign in with it.';
    });
  }
}

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

// Checking a password against a dummy hash when the username is unknown keeps timing even.
const DUMMY_HASH = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$' + Buffer.alloc(64).toString('base64');
