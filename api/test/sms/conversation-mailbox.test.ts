/** The conversation's wait for the mailbox: a slow or failing mailbox leaves its mail out and says so, with a warning logged. */
import { describe, expect, it } from 'vitest';
import { ConversationMailbox } from '../../src/features/sms/conversation-mailbox.js';

function withWarnings(finder: ConstructorParameters<typeof ConversationMailbox>[0]) {
  const warnings: string[] = [];
  const mailbox = new ConversationMailbox(finder);
  mailbox.logTo({ warn: (_obj, msg) => void warnings.push(msg) });
  return { mailbox, warnings };
}

describe('the mailbox part of a conversation', () => {
  it('is unavailable, empty and logged when the mailbox fails', async () => {
    const { mailbox, warnings } = withWarnings({ messagesOf: () => Promise.reject(new Error('The mailbox refused the sign-in.')) });
    expect(await mailbox.of('pat@example.com')).toEqual({ state: 'unavailable', entries: [] });
    expect(warnings).toHaveLength(1);
  });

  it('gives up after 2 seconds when the mailbox does not answer', async () => {
    const { mailbox, warnings } = withWarnings({ messagesOf: () => new Promise(() => undefined) });
    const started = Date.now();
    expect(await mailbox.of('slow@example.com')).toEqual({ state: 'unavailable', entries: [] });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(warnings).toHaveLength(1);
  });

  it('asks the mailbox once for the same address in a short while, and not at all for a customer without an address', async () => {
    let asked = 0;
    const { mailbox } = withWarnings({ messagesOf: async () => (asked++, [{ uid: 7, subject: '', date: new Date('2026-12-01T00:00:00Z') }]) });
    const [a, b] = await Promise.all([mailbox.of('Pat@Example.com'), mailbox.of('pat@example.com ')]);
    expect(a).toBe(b);
    expect(a.entries).toEqual([expect.objectContaining({ id: 'mailbox:7', channel: 'email', direction: 'in', body: '(no subject)', status: 'received' })]);
    expect(await mailbox.of(null)).toEqual({ state: 'listed', entries: [] });
    expect(asked).toBe(1);
  });
});
