/**
 * Tokens this instance verified a moment ago, so a burst of admin requests (an autosaving page,
 * a dashboard's queries) costs one signature check and one session lookup, not one each.
 *
 * An entry lives at most `ttlMs`, never past the token's expiry, and only while the pubsub hears
 * every instance: any ended session (a logout or a password change, here or on another
 * instance) and any moment events may have been missed forget every entry.
 */
import type { PubSub } from '../../shared/pubsub.js';
import type { Clock } from '../../shared/time.js';

export interface CachedClaims {
  sub: string;
  iat: number;
  exp: number;
}

const MAX_ENTRIES = 1000;

export class VerifiedSessions<Claims extends CachedClaims> {
  private readonly entries = new Map<string, { claims: Claims; until: number }>();
  /** Bumped whenever sessions may have ended: a lookup that began before must not be kept. */
  private generation = 0;

  constructor(
    private readonly pubsub: PubSub,
    private readonly clock: Clock,
    private readonly ttlMs = 5000,
  ) {
    pubsub.on('admin.sessions-ended', () => this.forgetAll());
    pubsub.on('pubsub.reset', () => this.forgetAll());
  }

  get(token: string): Claims | null {
    const entry = this.entries.get(token);
    if (!entry) return null;
    if (entry.until <= this.clock.now().getTime() || !this.pubsub.healthy) {
      this.entries.delete(token);
      return null;
    }
    return entry.claims;
  }

  /** A marker to take before looking a session up; `keep` ignores the result if sessions ended meanwhile. */
  mark(): number {
    return this.generation;
  }

  keep(token: string, claims: Claims, mark: number): void {
    if (mark !== this.generation || !this.pubsub.healthy) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(token, { claims, until: Math.min(this.clock.now().getTime() + this.ttlMs, claims.exp * 1000) });
  }

  forgetAll(): void {
    this.generation++;
    this.entries.clear();
  }
}
