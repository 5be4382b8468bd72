/** Every hostile-corpus message through the real path: APPENDed to Dovecot, listed, opened over REST and GraphQL. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, signIn } from '../admin-session.js';
import { hostileCorpus } from '../fixtures/hostile-mail/corpus.js';
import { inertnessProblems } from '../fixtures/hostile-mail/inert.js';
import { startMailboxServer, type MailboxTestServer } from './mailbox-server.js';

let m: MailboxTestServer;
let admin: ReturnType<typeof asAdmin>;
const corpus = hostileCorpus();
let uids: number[] = [];
beforeAll(async () => {
  m = await startMailboxServer({ smtp: false });
  admin = asAdmin(m.t, await signIn(m.t));
  uids = await m.dovecot.append(corpus.map((c) => ({ raw: c.raw })));
});
afterAll(() => m?.close());

describe('the hostile corpus in the mailbox', () => {
  it('lists every message with its subject', async () => {
    const res = await admin.rest('GET', '/api/admin/emails');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(corpus.length);
    const subjects = new Map(res.body.map((e: { uid: number; subject: string }) => [e.uid, e.subject]));
    corpus.forEach((c, i) => expect(subjects.get(uids[i])).toBe(c.subject));
  });

  // Every message opened twice, one of them 5 MB of HTML: 4 s alone, past 30 s while CI's lanes share two cores.
  it('opens every message, inert, with and without images', async () => {
    for (const [i, c] of corpus.entries()) {
      for (const show of [false, true]) {
        const res = await admin.rest('GET', `/api/admin/emails/${uids[i]}${show ? '?showImages=1' : ''}`);
        expect(res.status, c.name).toBe(200);
        expect(inertnessProblems(res.body.html, { imagesShown: show }), c.name).toEqual([]);
      }
    }
    const gql = await admin.gql('query($uid: Int!) { email(uid: $uid) { html blockedImages } }', { uid: uids[corpus.length - 1] });
    expect(gql.data.email.blockedImages).toBe(1);
    expect(gql.data.email.html.length).toBeGreaterThan(5_000_000);
  }, 120_000);
});
