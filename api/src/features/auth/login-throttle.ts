/**
 * Who may try a password or a two-factor code, counted atomically BEFORE it is checked
 * (rate-limiter-flexible, shared by every instance through PostgreSQL). An address that fails
 * LOGIN_RATE_LIMIT times in 15 minutes is locked out; a username that fails more often, from many
 * addresses, is slowed down (one evaluation per growing delay) rather than locked. A browser that
 * has signed in as that username before (its device cookie) is exempt from both and counted on its
 * own, so others' guessing never refuses its owner. Authenticator and recovery codes are counted
 * per account, wherever they are entered: LOGIN_RATE_LIMIT wrong ones in 15 minutes lock code entry.
 */
import { createHash } from 'node:crypto';
import type { RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../../shared/errors.js';
import { isOverLimit, retryAfterSeconds, type RateLimitStore } from '../../db/rate-limit-store.js';

const LOCKED_OUT = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.';
const SLOWED_DOWN = 'Too many sign-in attempts for this account right now. Please wait a few seconds and try again.';
const TOO_MANY_CODES = 'Too many wrong two-factor codes. Please wait 15 minutes and try again.';

const WINDOW_SECONDS = 15 * 60;
/** The first delay once a username is over the limit; it doubles with each further attempt. */
const BASE_DELAY_MS = 250;
const MAX_DELAY_MS = 10_000;
/** How long one request may wait for its turn before it is answered 429. */
const MAX_WAIT_MS = 10_000;

export class LoginThrottle {
  private readonly byAddress: RateLimiterAbstract;
  private readonly byUser: RateLimiterAbstract;
  /** One evaluation per delay per username: the key is held for the delay after each turn. */
  private readonly userTurns: RateLimiterAbstract;
  /** Attempts of a known browser (its device cookie's id), counted instead of its address's and username's. */
  private readonly byDevice: RateLimiterAbstract;

  constructor(
    store: RateLimitStore,
    private readonly limit: number,
  ) {
    this.byDevice = store.limiter({ keyPrefix: 'login_device', points: limit, duration: WINDOW_SECONDS });
    this.byAddress = store.limiter({ keyPrefix: 'login_ip', points: limit, duration: WINDOW_SECONDS });
    this.byUser = store.limiter({ keyPrefix: 'login_user', points: limit, duration: WINDOW_SECONDS });
    this.userTurns = store.limiter({ keyPrefix: 'login_turn', points: 1, duration: MAX_DELAY_MS / 1000 });
  }

  /**
   * Counts an attempt of `username` from `ip` and resolves when its password may be checked;
   * throws 429 when the address is locked or the username's queue is too long. The attempt stays
   * counted (as a failure) until `succeeded` clears it. `device`: the id of a valid device cookie
   * of this username: only that browser's own attempts count, and nobody else's slow it down.
   */
  async admit(ip: string, username: string, device: string | null = null): Promise<void> {
    if (device) {
      try {
        await this.byDevice.consume(device);
        return;
      } catch (err) {
        if (isOverLimit(err)) throw AppError.tooManyRequests(LOCKED_OUT, retryAfterSeconds(err));
        throw err;
      }
    }
    const user = userKey(username);
    try {
      await this.byAddress.consume(ip);
    } catch (err) {
      if (isOverLimit(err)) throw AppError.tooManyRequests(LOCKED_OUT, retryAfterSeconds(err));
      throw err;
    }
    let attempts: number;
    try {
      attempts = (await this.byUser.consume(user)).consumedPoints;
    } catch (err) {
      if (!isOverLimit(err)) throw err;
      attempts = err.consumedPoints;
    }
    if (attempts <= this.limit) return;
    const delayMs = Math.min(BASE_DELAY_MS * 2 ** (attempts - this.limit - 1), MAX_DELAY_MS);
    try {
      await this.waitForTurn(user, delayMs);
    } catch (err) {
      // Not evaluated, so not a failure: give the attempt back.
      await Promise.all([this.byAddress.reward(ip), this.byUser.reward(user)]).catch(() => undefined);
      throw err;
    }
  }

  /**
   * The password was right: the address and the username start afresh; a known browser's own
   * count does (others' guesses at the username stay slowed: its owner is not held up by them).
   */
  async succeeded(ip: string, username: string, device: string | null = null): Promise<void> {
    if (device) await this.byDevice.delete(device);
    else await Promise.all([this.byAddress.delete(ip), this.byUser.delete(userKey(username))]);
  }

  /** A new password ends the slow-down of its username. */
  async forgetUser(username: string): Promise<void> {
    await this.byUser.delete(userKey(username));
  }

  private async waitForTurn(user: string, delayMs: number): Promise<void> {
    const deadline = Date.now() + MAX_WAIT_MS;
    for (;;) {
      let refused: RateLimiterRes;
      try {
        await this.userTurns.consume(user, 1, { customDuration: delayMs / 1000 });
        return;
      } catch (err) {
        if (!isOverLimit(err)) throw err;
        refused = err;
      }
      if (Date.now() + refused.msBeforeNext > deadline) throw AppError.tooManyRequests(SLOWED_DOWN, retryAfterSeconds(refused));
      // A little jitter so waiters do not all retry in the same millisecond.
      await new Promise((resolve) => setTimeout(resolve, refused.msBeforeNext + Math.random() * 20));
    }
  }
}

/** Usernames are case-insensitive and may be long: the key is a fixed-length hash. */
function userKey(username: string): string {
  return createHash('sha256').update(username.trim().toLowerCase()).digest('hex');
}

/** Two-factor codes (TOTP or recovery) of one account, wherever entered: counted before they are checked. */
export class CodeThrottle {
  private readonly byAccount: RateLimiterAbstract;

  constructor(store: RateLimitStore, limit: number) {
    this.byAccount = store.limiter({ keyPrefix: 'mfa_code', points: limit, duration: WINDOW_SECONDS });
  }

  /** Counts a code of `adminId` about to be checked; 429 once LOGIN_RATE_LIMIT have been counted in the window. */
  async admit(adminId: string): Promise<void> {
    try {
      await this.byAccount.consume(adminId);
    } catch (err) {
      if (isOverLimit(err)) throw AppError.tooManyRequests(TOO_MANY_CODES, retryAfterSeconds(err));
      throw err;
    }
  }

  /** A right code: the account's count starts afresh. */
  async succeeded(adminId: string): Promise<void> {
    await this.byAccount.delete(adminId);
  }
}
