/**
 * Issue 19: kill -9 in the middle of a reminder run over 2,000 due service reminders. The run is
 * one transaction, so the killed one commits nothing; the restarted server's schedule sends every
 * reminder exactly once. Mail goes to the transport of a server without SMTP_URL (each message an
 * .eml file in DATA_DIR/outbox, with its Message-ID): the outbox's own crash behaviour over SMTP is
 * kill-outbox's, and 2,000 messages through a test SMTP server take minutes on a loaded machine.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type pg from 'pg';
import { waitFor } from '../test/wait-for.js';
import { Cluster, useCluster, type ApiProcess } from './harness/cluster.js';
import { adminToken, rest } from './harness/http.js';

const DUE = 2000;
/** The advisory lock a reminder run's transaction holds ('rem1'). */
const RUN_LOCK = 0x72656d31;

describe('kill -9 during a reminder run', () => {
  const cluster = useCluster();
  let api: ApiProcess;

  /** The messages a server wrote to its outbox directory: one Message-ID each. */
  function written(server: ApiProcess): string[] {
    const dir = path.join(server.env.DATA_DIR, 'outbox');
    if (!existsSync(dir)) return [];
    return readdirSync(dir).map((f) => /^Message-ID: (.+)$/im.exec(readFileSync(path.join(dir, f), 'utf8'))?.[1] ?? f);
  }

  beforeAll(async () => {
    const c = cluster.set(await Cluster.create({ env: { REMINDER_SCHEDULE: 'off' } }));
    api = await c.spawn('a');
    // 2,000 owners, each with a vehicle due for its service in 5 days (workshop date).
    await c.sql(
      `INSERT INTO customer (_id, name, email, phone, notes, created_at, last_activity_at)
       SELECT substr(md5('owner' || i), 1, 24), 'Owner ' || i, 'owner' || i || '@example.com', NULL, '', now(), now() FROM generate_series(1, $1) AS i`,
      [DUE],
    );
    await c.sql(
      `INSERT INTO vehicle (rego_key, rego, make, model, customer_id, created_at, last_seen_at, next_service_due)
       SELECT 'DUE' || i, 'DUE' || i, 'Toyota', 'Corolla', substr(md5('owner' || i), 1, 24), now(), now(),
              (now() AT TIME ZONE 'Australia/Melbourne')::date + 5
       FROM generate_series(1, $1) AS i`,
      [DUE],
    );
  });

  it(`every one of ${DUE} due reminders is sent once after the restart`, { timeout: 240_000 }, async () => {
    const c = cluster.get();
    // Hold the outbox so the run blocks half way: its reminder rows written, its mail not yet.
    const holder: pg.PoolClient = await c.pool.connect();
    await holder.query('BEGIN');
    await holder.query('LOCK TABLE outbox_message IN SHARE MODE');
    let held = true;
    const release = async () => {
      if (!held) return;
      held = false;
      await holder.query('ROLLBACK');
      holder.release();
    };
    onTestFinished(release); // also when the test fails: the database can be dropped
    const token = await adminToken(api.url);
    const running = rest(api.url, 'POST', '/api/admin/reminders/run', undefined, { authorization: `Bearer ${token}` }).catch(() => null);
    await waitFor(
      async () => {
        const rows = await c.sql<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE 'WITH picked AS MATERIALIZED%'`,
        );
        return rows[0].n > 0;
      },
      { timeoutMs: 30_000, what: 'the run to reach the outbox insert' },
    );
    await api.kill9();
    await running;
    await release();
    // The killed run's transaction is rolled back by the database: nothing of it is left.
    await waitFor(
      async () =>
        (await c.sql<{ n: number }>('SELECT count(*)::int AS n FROM reminder'))[0].n === 0 &&
        (await c.sql<{ n: number }>(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'WITH picked AS MATERIALIZED%' AND state <> 'idle'`))[0].n === 0,
      { what: 'the killed run to be rolled back' },
    );
    expect(written(api)).toEqual([]);

    // Restarted with its schedule on (every 5 s here), as a workshop's server would come back.
    const restartedAt = Date.now();
    const restarted = await c.spawn('b', { REMINDER_SCHEDULE: '*/5 * * * * *' });
    // The outbox sends one message at a time (2,000 take minutes through a test SMTP server on a loaded machine).
    await waitFor(() => written(restarted).length >= DUE, { timeoutMs: 120_000, everyMs: 200, what: `all ${DUE} reminders written` });
    const took = Date.now() - restartedAt;
    // Another scheduled run after all were written: nothing more. Its slot is claimed before its run starts, so
    // wait for the slot after it to be claimed too, and for no run to hold the run's lock (its transaction's).
    const allWrittenAt = new Date();
    await waitFor(
      async () =>
        (await c.sql(`SELECT 1 FROM scheduled_run WHERE job = 'reminders' AND claimed_at > $1`, [allWrittenAt])).length >= 2 &&
        (await c.sql(`SELECT 1 FROM pg_locks l JOIN pg_database d ON d.oid = l.database WHERE d.datname = current_database() AND l.locktype = 'advisory' AND l.objid = $1`, [RUN_LOCK])).length === 0,
      { timeoutMs: 30_000, everyMs: 100, what: 'another scheduled reminder run to finish' },
    );
    await waitFor(async () => (await c.sql(`SELECT 1 FROM outbox_message WHERE template = 'reminder.service-due' AND status <> 'sent'`)).length === 0, {
      what: 'the outbox to have sent every reminder message',
    });
    const ids = written(restarted);
    const [{ sent, skipped }] = await c.sql<{ sent: number; skipped: number }>(
      `SELECT count(*) FILTER (WHERE status = 'sent')::int AS sent, count(*) FILTER (WHERE status = 'skipped')::int AS skipped FROM reminder`,
    );
    const [{ outbox }] = await c.sql<{ outbox: number }>(`SELECT count(*)::int AS outbox FROM outbox_message WHERE template = 'reminder.service-due' AND status = 'sent'`);
    console.info(`kill -9 mid-run: ${DUE} due; after the restart ${new Set(ids).size} distinct reminders sent in ${took} ms, ${ids.length - new Set(ids).size} duplicate(s); ${sent} recorded sent`);
    expect(ids).toHaveLength(DUE);
    expect(new Set(ids).size).toBe(DUE);
    expect({ sent, skipped, outbox }).toEqual({ sent: DUE, skipped: 0, outbox: DUE });
    await restarted.stop();
  });
});
