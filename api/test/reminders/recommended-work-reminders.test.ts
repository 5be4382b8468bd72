/**
 * The recommended work follow-up on a real database with a controlled clock: work a customer
 * declined on a quote is offered again by one email the owner's setting's days after the decision
 * (its open lines with their quoted prices, the booking link, the unsubscribe link and one-click
 * headers), exactly once per decision; none to an unsubscribed owner, none when the work was done
 * meanwhile, none while the setting is off.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { asAdmin, signIn, type Admin } from '../admin-session.js';
import { startTestServer, type TestServer } from '../harness.js';
import { recipients } from '../smtp-sink.js';
import { CONFIGURED_WORKSHOP } from '../configured-workshop.js';
import { createCard } from '../jobcards/jobcards-factory.js';

const SERVER_TEST_MS = 120_000;

const servers: TestServer[] = [];
afterEach(async () => {
  for (const t of servers.splice(0).reverse()) await t.close();
});

async function server(): Promise<TestServer> {
  const t = await startTestServer({ env: { ...CONFIGURED_WORKSHOP } });
  servers.push(t);
  return t;
}

const sql = (t: TestServer, text: string, params: unknown[] = []) =>
  t.app.db.orm.em
    .fork()
    .getConnection()
    .execute<Array<Record<string, any>>>(text, params);
const run = (t: TestServer) => t.app.services.reminders.run();
const followUps = (t: TestServer) =>
  sql(
    t,
    "select subject_key, due_on::text as due_on, status, skip_reason from reminder where kind = 'recommended_work' order by id",
  );
const header = (mail: ParsedMail, name: string) =>
  mail.headerLines.find((h) => h.key === name)?.line.replace(/^[^:]+:\s*/, '');

/** Runs `work` as a signed-in admin at the real time (a token signed at a test time would be expired in real time), then puts the test clock back. */
async function asRealAdmin<T>(
  t: TestServer,
  work: (admin: Admin) => Promise<T>,
): Promise<T> {
  const clock = t.clock.now();
  t.clock.reset();
  try {
    return await work(asAdmin(t, await signIn(t)));
  } finally {
    t.clock.set(clock.toISOString());
  }
}

const LINES = [
  { description: 'Front brake pads', quantity: 1, estimateCost: 129.95 },
  { description: 'Rear tyres (pair)', quantity: 2, estimateCost: 189.5 },
  { description: 'Cabin filter', quantity: 1, estimateCost: 39 },
];

/**
 * A card for `rego` quoted with LINES, its customer approving the brake pads only, the decision
 * recorded as made on `declinedOn` (the tyres and the filter stay on the vehicle). Answers the admin.
 */
async function declined(
  t: TestServer,
  rego: string,
  email: string,
  declinedOn: string,
): Promise<void> {
  await asRealAdmin(t, async (admin) => {
    const card = await createCard(admin, {
      customerEmail: email,
      customerName: 'Robin Owner',
      carRego: rego,
    });
    await admin.rest('PUT', `/api/admin/jobcards/${card._id}`, {
      finalItems: LINES,
    });
    const sent = await admin.rest(
      'POST',
      `/api/admin/jobcards/${card._id}/generate-quote`,
      { items: LINES, gstIncludedInEstimate: true },
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(
      (
        await t.rest('POST', `/api/quotes/${sent.body.quote._id}/approve`, {
          lines: [0],
          name: 'Robin Owner',
        })
      ).status,
    ).toBe(200);
  });
  const key = rego.replace(/\s+/g, '');
  await sql(
    t,
    'update recommended_work set declined_on = ? where rego_key = ?',
    [declinedOn, key],
  );
  await sql(
    t,
    "update vehicle set make = 'Mazda', model = 'CX-5' where rego_key = ?",
    [key],
  );
}

describe('the recommended work follow-up', { timeout: SERVER_TEST_MS }, () => {
  it('goes once, the setting’s days after the decision, listing the open work with the booking link and the unsubscribe', async () => {
    const t = await server();
    t.clock.set('2027-03-14T01:00:00Z'); // 13 days after 1 March
    await declined(t, 'REC 140', 'robin@example.com', '2027-03-01');
    expect((await run(t)).recommendedWorkFollowUps).toBe(0);
    // The Reminders page's due list shows it coming, on the day it will go.
    const due = await t.app.services.reminders.due(t.app.db.orm.em.fork());
    expect(due.filter((d) => d.kind === 'recommended_work')).toMatchObject([{ regoKey: 'REC140', sendOn: '2027-03-15', dueOn: '2027-03-15', customerName: 'Robin Owner', willSkip: null }]);

    t.clock.set('2027-03-15T01:00:00Z'); // 14 days after (the default)
    expect(await run(t)).toEqual({
      appointmentReminders: 0,
      serviceReminders: 0,
      regoReminders: 0,
      reviewRequests: 0,
      recommendedWorkFollowUps: 1,
    });
    expect((await run(t)).recommendedWorkFollowUps).toBe(0);
    t.clock.set('2027-03-16T01:00:00Z');
    expect((await run(t)).recommendedWorkFollowUps).toBe(0);
    expect(await followUps(t)).toEqual([
      {
        subject_key: expect.stringMatching(/^[0-9a-f]{24}$/),
        due_on: '2027-03-15',
        status: 'sent',
        skip_reason: null,
      },
    ]);

    const mail = await t.smtp!.waitFor(
      (m) => m.subject?.startsWith('Still to do on your') ?? false,
    );
    expect(mail.subject).toBe(
      'Still to do on your Mazda CX-5 (REC 140): the work we recommended',
    );
    expect(recipients(mail)).toEqual(['robin@example.com']);
    expect(mail.text).toContain(
      'on Monday 1 March 2027 we recommended the work below',
    );
    expect(mail.text).toMatch(
      /Rear tyres \(pair\):\s+\$379\.00 quoted \(incl\. GST\)/,
    );
    expect(mail.text).toMatch(/Cabin filter:\s+\$39\.00 quoted \(incl\. GST\)/);
    expect(mail.text).not.toContain('Front brake pads');
    const link = /booking\?reminder=([0-9a-f]{64})/.exec(mail.text ?? '')![1];
    expect(mail.text).toContain(
      `Unsubscribe: http://workshop.test/unsubscribe/${link}`,
    );
    expect(header(mail, 'list-unsubscribe')).toContain(
      `http://workshop.test/api/unsubscribe/${link}`,
    );
    expect(header(mail, 'list-unsubscribe-post')).toBe(
      'List-Unsubscribe=One-Click',
    );
    const prefill = await t.rest('GET', `/api/reminders/${link}/booking`);
    expect(prefill.status).toBe(200);
    expect(prefill.body).toMatchObject({
      registration: 'REC 140',
      vehicleMake: 'Mazda',
      serviceType: 'General Mechanical Repairs',
      email: 'robin@example.com',
    });

    // A longer setting later does not offer the same decision again.
    await asRealAdmin(t, async (admin) => {
      expect(
        (
          await admin.rest('PUT', '/api/admin/settings/recommended-work', {
            recommendedWorkFollowUp: { enabled: true, days: 16 },
          })
        ).status,
      ).toBe(200);
    });
    t.clock.set('2027-03-17T01:00:00Z');
    expect((await run(t)).recommendedWorkFollowUps).toBe(0);
  });

  it('is not sent to an owner who unsubscribed, nor when the work was done meanwhile', async () => {
    const t = await server();
    t.clock.set('2027-03-10T01:00:00Z');
    await declined(t, 'OPT 1', 'optout@example.com', '2027-03-01');
    await declined(t, 'DONE 1', 'done@example.com', '2027-03-01');
    await sql(
      t,
      "update customer set marketing_opt_out_at = now() where email = 'optout@example.com'",
    );
    // The tyres and the filter of DONE1: one done on a later card, the other dismissed by staff.
    const open = await sql(
      t,
      "select _id from recommended_work where rego_key = 'DONE1' order by line_index",
    );
    await sql(t, "update recommended_work set status = 'done' where _id = ?", [
      open[0]._id,
    ]);
    await t.app.services.recommendedWork.close(
      t.app.db.orm.em.fork(),
      open[1]._id,
      'dismissed',
      'owner',
    );

    t.clock.set('2027-03-15T01:00:00Z');
    // The due list says the unsubscribed owner's will not go, and has none for the work done.
    const due = await t.app.services.reminders.due(t.app.db.orm.em.fork());
    expect(due.filter((d) => d.kind === 'recommended_work')).toMatchObject([{ regoKey: 'OPT1', willSkip: 'unsubscribed' }]);
    expect((await run(t)).recommendedWorkFollowUps).toBe(0);
    expect(await followUps(t)).toEqual([
      {
        subject_key: expect.any(String),
        due_on: '2027-03-15',
        status: 'skipped',
        skip_reason: 'unsubscribed',
      },
    ]);
    expect(
      t.smtp!.messages.filter((m) => m.subject?.startsWith('Still to do')),
    ).toEqual([]);
  });

  it('follows the owner’s setting: its days, and none while it is off; a bad setting is refused', async () => {
    const t = await server();
    const admin = asAdmin(t, await signIn(t));
    expect(
      (await admin.rest('GET', '/api/admin/settings/recommended-work')).body,
    ).toMatchObject({
      recommendedWorkFollowUp: { enabled: true, days: 14 },
      savedAt: null,
    });
    for (const body of [
      {},
      { recommendedWorkFollowUp: { enabled: 'yes', days: 7 } },
      { recommendedWorkFollowUp: { enabled: true, days: 0 } },
      { recommendedWorkFollowUp: { enabled: true, days: 1.5 } },
    ]) {
      const res = await admin.rest(
        'PUT',
        '/api/admin/settings/recommended-work',
        body,
      );
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
    const off = await admin.rest(
      'PUT',
      '/api/admin/settings/recommended-work',
      { recommendedWorkFollowUp: { enabled: false, days: 7 } },
    );
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    const gql = await admin.gql(
      '{ recommendedWorkSettings { recommendedWorkFollowUp { enabled days } savedBy } }',
    );
    expect(gql.data.recommendedWorkSettings).toMatchObject({
      recommendedWorkFollowUp: { enabled: false, days: 7 },
      savedBy: expect.any(String),
    });

    t.clock.set('2027-03-08T01:00:00Z');
    await declined(t, 'SET 7', 'seven@example.com', '2027-03-01');
    expect((await run(t)).recommendedWorkFollowUps).toBe(0);
    const on = await asRealAdmin(t, (a) =>
      a.gql(
        'mutation($input: RecommendedWorkInput!) { updateRecommendedWorkSettings(input: $input) { recommendedWorkFollowUp { enabled days } } }',
        {
          input: { recommendedWorkFollowUp: { enabled: true, days: 7 } },
        },
      ),
    );
    expect(on.errors).toBeUndefined();
    expect((await run(t)).recommendedWorkFollowUps).toBe(1);
  });
});
