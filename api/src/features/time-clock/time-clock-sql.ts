/**
 * The time clock's hot writes, each one round trip, prepared on a PostgreSQL server (parsed and
 * planned once per connection); on embedded PGlite their values are inlined (see db/raw.ts).
 *
 * A clock-on is one statement. It locks the technician's open entry first (FOR UPDATE): if another
 * clock-on closed that entry meanwhile, the statement no longer sees it and its insert meets the
 * other's new entry in the partial unique index `time_entry_open_unique` (a unique violation); the
 * same when two start with no open entry. So the statement either acts on what is really open or
 * is refused, never answers from a stale view. A refused clock-on is tried again `lockedOnce`: the
 * technician's advisory lock, then the statement, sent as one simple query that PostgreSQL runs
 * as one implicit transaction, so the statement's snapshot is taken once the other clock-ons of
 * the technician waiting on that lock have committed. A clock-off is one UPDATE: its row lock
 * orders it against anything else closing the entry.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { boundQuery, pgArray } from '../../db/raw.js';

/** The two-number advisory lock a technician's clock-ons take turns on when they meet: (CLOCK_LOCK, hash of their id). */
const CLOCK_LOCK = 7311;

/** Whole minutes from the entry's start to `at`, rounded, never below 0 (as the figures count a running entry). */
const minutesTo = (at: string) => `greatest(0, round(extract(epoch FROM (${at} - t.started_at)) / 60))`;
/** Epoch milliseconds (the ORM's connection hands timestamps over as text). */
const ms = (column: string) => `(extract(epoch FROM ${column}) * 1000)::float8`;

/** A value inlined into a statement's text (only ids, instants and a status are). */
const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;

/** A statement's values in order, each with its type: `$n::type` placeholders, or inlined literals. */
type Values = ReadonlyArray<readonly [string, string]>;
const placeholders = (values: Values) => values.map(([, type], i) => `$${i + 1}::${type}`);
const literals = (values: Values) => values.map(([value, type]) => `${literal(value)}::${type}`);

/** Runs `text(...)` with `values`: prepared as `name` and bound (`bound`), else inlined; in em's transaction when it has one. */
async function run<Row>(em: EntityManager, name: string, text: (v: string[]) => string, values: Values, bound: boolean): Promise<Row> {
  if (em.isInTransaction()) return (await em.execute<Row[]>(text(literals(values))))[0];
  const pool = await em.getConnection().getNativeClient();
  const answer = bound ? await pool.query({ name, text: text(placeholders(values)), values: values.map(([value]) => value) }) : await pool.query(text(literals(values)));
  return answer.rows[0] as Row;
}

export interface ClockOnFacts {
  technicianId: string;
  jobCardId: string;
  /** The new entry's id, used only when one is made. */
  entryId: string;
  at: Date;
  by: string;
  invoiced: string;
}

/** What a clock-on found and did, in one row. */
export interface ClockOnRow {
  /** The card's status; null when there is no such card. */
  status: string | null;
  /** The new entry's id when one was made. */
  made: string | null;
  /** The card of the entry it clocked off, if any. */
  left: string | null;
  /** The open entry already on this card (then nothing was written). */
  open_id: string | null;
  open_since: number | null;
  open_note: string | null;
  open_corrected: number | null;
}

const clockOnValues = (f: ClockOnFacts): Values => [
  [f.technicianId, 'bpchar'],
  [f.jobCardId, 'bpchar'],
  [f.at.toISOString(), 'timestamptz'],
  [f.entryId, 'bpchar'],
  [f.by, 'bpchar'],
  [f.invoiced, 'text'],
];

/**
 * Refuses (writes nothing for) an unknown or invoiced card; answers the open entry unchanged when
 * it is on this card; else clocks off the open entry and makes the new one, in that order (the
 * insert waits for the count of the closed).
 */
const clockOnSql = ([tech, card, at, id, by, invoiced]: string[]) => `WITH card AS (SELECT status FROM job_card WHERE _id = ${card}),
  open AS (SELECT _id, job_card_id, started_at, note, corrected_at FROM time_entry WHERE technician_id = ${tech} AND ended_at IS NULL FOR UPDATE),
  go AS (SELECT 1 FROM card WHERE status <> ${invoiced} AND NOT EXISTS (SELECT 1 FROM open WHERE job_card_id = ${card})),
  closed AS (
    UPDATE time_entry t SET ended_at = ${at}, minutes = ${minutesTo(at)}
      FROM go WHERE t.technician_id = ${tech} AND t.ended_at IS NULL
    RETURNING t.job_card_id),
  made AS (
    INSERT INTO time_entry (_id, technician_id, job_card_id, started_at, created_by)
    SELECT ${id}, ${tech}, ${card}, ${at}, ${by} FROM go, (SELECT count(*) FROM closed) AS after_closing
    RETURNING _id)
SELECT (SELECT status FROM card) AS status, (SELECT _id FROM made) AS made, (SELECT job_card_id FROM closed LIMIT 1) AS "left",
       o._id AS open_id, ${ms('o.started_at')} AS open_since, o.note AS open_note, ${ms('o.corrected_at')} AS open_corrected
  FROM (SELECT 1) AS one LEFT JOIN open o ON o.job_card_id = ${card}`;

/** The clock-on: one round trip, one statement. */
export function clockOnStatement(em: EntityManager, facts: ClockOnFacts, bound: boolean): Promise<ClockOnRow> {
  return run<ClockOnRow>(em, 'time-clock-on', clockOnSql, clockOnValues(facts), bound);
}

/** The clock-on after its technician's lock (time for a fresh look): one round trip (two inside a caller's transaction). */
export async function clockOnLocked(em: EntityManager, facts: ClockOnFacts): Promise<ClockOnRow> {
  const lock = `SELECT pg_advisory_xact_lock(${CLOCK_LOCK}, hashtext(${literal(facts.technicianId)}))`;
  const sql = clockOnSql(literals(clockOnValues(facts)));
  if (em.isInTransaction()) {
    await em.execute(lock);
    return (await em.execute<ClockOnRow[]>(sql))[0];
  }
  const pool = await em.getConnection().getNativeClient();
  const answers = (await pool.query(`${lock};\n${sql}`)) as unknown as Array<{ rows: ClockOnRow[] }>;
  return answers[1].rows[0];
}

/**
 * Many technicians' clock-ons in one statement (each technician at most once): the single
 * statement's steps over the rows of `unnest`, so each row finds, closes and makes what the single
 * statement would for it. The open entries are locked in technician order (two batches never
 * deadlock on each other); a new entry meeting another's in the open-entry index fails the whole
 * statement, whose clock-ons are then made one by one. One text whatever the number of rows:
 * prepared and planned once per pooled connection.
 */
const CLOCK_ON_BATCH_SQL = `WITH input AS (
    SELECT * FROM unnest(?::bpchar[], ?::bpchar[], ?::bpchar[], ?::timestamptz[], ?::bpchar[]) WITH ORDINALITY AS i(tech, card, id, at, by, n)),
  card AS (SELECT i.n, j.status FROM input i JOIN job_card j ON j._id = i.card),
  open AS (
    SELECT t._id, t.technician_id, t.job_card_id, t.started_at, t.note, t.corrected_at FROM time_entry t
    WHERE t.technician_id IN (SELECT tech FROM input) AND t.ended_at IS NULL ORDER BY t.technician_id FOR UPDATE),
  go AS (
    SELECT i.* FROM input i JOIN card c ON c.n = i.n
    WHERE c.status <> ?::text AND NOT EXISTS (SELECT 1 FROM open o WHERE o.technician_id = i.tech AND o.job_card_id = i.card)),
  closed AS (
    UPDATE time_entry t SET ended_at = go.at, minutes = ${minutesTo('go.at')}
      FROM go WHERE t.technician_id = go.tech AND t.ended_at IS NULL
    RETURNING t.technician_id, t.job_card_id),
  made AS (
    INSERT INTO time_entry (_id, technician_id, job_card_id, started_at, created_by)
    SELECT go.id, go.tech, go.card, go.at, go.by FROM go, (SELECT count(*) FROM closed) AS after_closing ORDER BY go.tech
    RETURNING _id, technician_id)
SELECT i.n, c.status, m._id AS made, cl.job_card_id AS "left",
       o._id AS open_id, ${ms('o.started_at')} AS open_since, o.note AS open_note, ${ms('o.corrected_at')} AS open_corrected
  FROM input i LEFT JOIN card c ON c.n = i.n LEFT JOIN made m ON m.technician_id = i.tech
  LEFT JOIN closed cl ON cl.technician_id = i.tech LEFT JOIN open o ON o.technician_id = i.tech AND o.job_card_id = i.card
  ORDER BY i.n`;

/** Clock-ons of distinct technicians in one round trip and one commit (a PostgreSQL server): each one's row, in order. */
export async function clockOnBatch(em: EntityManager, batch: readonly ClockOnFacts[]): Promise<ClockOnRow[]> {
  const rows = await boundQuery<ClockOnRow & { n: string }>(
    em,
    CLOCK_ON_BATCH_SQL,
    [
      pgArray(batch.map((f) => f.technicianId)),
      pgArray(batch.map((f) => f.jobCardId)),
      pgArray(batch.map((f) => f.entryId)),
      pgArray(batch.map((f) => f.at.toISOString())),
      pgArray(batch.map((f) => f.by)),
      batch[0].invoiced,
    ],
    'time-clock-on-batch',
  );
  return rows.map(({ n: _n, ...row }) => row);
}

/** What a clock-off found and did, in one row. */
interface ClockOffRow {
  card: boolean;
  /** The entry it closed; null when the technician was not on this card. */
  _id: string | null;
  started: number | null;
  minutes: number | null;
  note: string | null;
  corrected: number | null;
}

const clockOffSql = ([tech, card, at]: string[]) => `WITH card AS (SELECT _id FROM job_card WHERE _id = ${card}),
  closed AS (
    UPDATE time_entry t SET ended_at = ${at}, minutes = ${minutesTo(at)}
      FROM card WHERE t.technician_id = ${tech} AND t.job_card_id = card._id AND t.ended_at IS NULL
    RETURNING t._id, ${ms('t.started_at')} AS started, t.minutes, t.note, ${ms('t.corrected_at')} AS corrected)
SELECT EXISTS (SELECT 1 FROM card) AS card, c.* FROM (SELECT 1) AS one LEFT JOIN closed c ON true`;

/** The clock-off: one round trip, one statement. */
export function clockOffStatement(em: EntityManager, f: { technicianId: string; jobCardId: string; at: Date }, bound: boolean): Promise<ClockOffRow> {
  const values: Values = [
    [f.technicianId, 'bpchar'],
    [f.jobCardId, 'bpchar'],
    [f.at.toISOString(), 'timestamptz'],
  ];
  return run<ClockOffRow>(em, 'time-clock-off', clockOffSql, values, bound);
}
