import { describe, expect, it } from 'vitest';
import type { Events, PubSub, Topic } from '../../shared/pubsub.js';
import { VerifiedSessions } from './verified-sessions.js';

/** A pubsub whose health the test sets, delivering its own events only. */
function fakePubSub() {
  const handlers = new Map<Topic, Array<(p: unknown) => void>>();
  const bus = {
    healthy: true,
    publish<T extends Topic>(topic: T, payload: Events[T]) {
      for (const h of handlers.get(topic) ?? []) h(payload);
    },
    on<T extends Topic>(topic: T, handler: (p: Events[T]) => void) {
      handlers.set(topic, [...(handlers.get(topic) ?? []), handler as (p: unknown) => void]);
      return () => undefined;
    },
  };
  return bus as typeof bus & PubSub;
}

const at = (ms: number) => ({ now: () => new Date(ms) });
const claims = { sub: 'a', iat: 0, exp: 100 }; // expires at 100 s

describe('VerifiedSessions', () => {
  it('remembers a verified token for the ttl, never past its expiry', () => {
    let now = 0;
    const pubsub = fakePubSub();
    const sessions = new VerifiedSessions(pubsub, { now: () => new Date(now) }, 5000);
    sessions.keep('t', claims, sessions.mark());
    expect(sessions.get('t')).toBe(claims);
    now = 5000;
    expect(sessions.get('t')).toBeNull();
    now = 98_000;
    sessions.keep('t', claims, sessions.mark());
    now = 100_000;
    expect(sessions.get('t')).toBeNull();
  });

  it('forgets everything when any session ends, or when events may have been missed', () => {
    const pubsub = fakePubSub();
    const sessions = new VerifiedSessions(pubsub, at(0));
    sessions.keep('t', claims, sessions.mark());
    pubsub.publish('admin.sessions-ended', { adminId: 'a', jti: 'other', issuedBefore: null });
    expect(sessions.get('t')).toBeNull();
    sessions.keep('t', claims, sessions.mark());
    pubsub.publish('pubsub.reset', {});
    expect(sessions.get('t')).toBeNull();
  });

  it('keeps nothing verified before a session ended, and serves nothing while deaf to other instances', () => {
    const pubsub = fakePubSub();
    const sessions = new VerifiedSessions(pubsub, at(0));
    const mark = sessions.mark(); // a lookup starts…
    pubsub.publish('admin.sessions-ended', { adminId: 'a', jti: null, issuedBefore: 50 }); // …a session ends meanwhile
    sessions.keep('t', claims, mark);
    expect(sessions.get('t')).toBeNull();

    sessions.keep('t', claims, sessions.mark());
    pubsub.healthy = false;
    expect(sessions.get('t')).toBeNull();
    sessions.keep('t', claims, sessions.mark());
    pubsub.healthy = true;
    expect(sessions.get('t')).toBeNull();
  });
});
