/**
 * What a backup holds, taken in the same snapshot as its dump: every table's row count and every
 * stored document's SHA-256. A verification restores the dump into a throw-away database and takes
 * the manifest again there (hashing the restored bytes themselves): the two must be equal.
 *
 * Imports nothing of the app's, so the embedded database's worker thread can load it too.
 */

export interface BackupManifest {
  /** Row count per table of the public schema, by table name. */
  tables: Record<string, number>;
  /** SHA-256 (lowercase hex) per stored document id. */
  documents: Record<string, string>;
}

/** Runs one SQL statement; rows come back as objects (pg, PGlite and the ORM all answer so). */
export type Query = (sql: string) => Promise<{ rows: Record<string, unknown>[] }>;

/**
 * Tables whose rows no backup holds (the generated token-signing secret): pg_dump leaves their
 * data out (`--exclude-table-data`), and the manifest does not count them.
 */
const SECRET_TABLES = ['signing_secret'];

/** pg_dump's arguments that leave the rows of SECRET_TABLES out (their definitions stay). */
export const EXCLUDE_SECRETS = SECRET_TABLES.map((table) => `--exclude-table-data=public.${table}`);

const TABLES = `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') ORDER BY c.relname`;

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * `hashBytes`: hash the stored bytes (a verification, on the restored copy) rather than read the
 * recorded `sha256` column (the source, whose bytes were hashed when they were stored).
 */
export async function takeManifest(query: Query, hashBytes = false): Promise<BackupManifest> {
  const tables: Record<string, number> = {};
  const names = (await query(TABLES)).rows.map((r) => String(r.name)).filter((name) => !SECRET_TABLES.includes(name));
  if (names.length) {
    const counts = names.map((name) => `SELECT ${literal(name)} AS name, count(*)::bigint AS n FROM public.${quoteIdent(name)}`).join(' UNION ALL ');
    for (const row of (await query(counts)).rows) tables[String(row.name)] = Number(row.n);
  }
  const documents: Record<string, string> = {};
  if (names.includes('document')) {
    const sha = hashBytes ? `encode(sha256(bytes), 'hex')` : 'sha256';
    for (const row of (await query(`SELECT _id AS id, ${sha} AS sha FROM public.document ORDER BY _id`)).rows) documents[String(row.id)] = String(row.sha);
  }
  return { tables, documents };
}

function literal(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

/** Every difference between what a backup should hold and what its restore holds; empty when equal. */
export function compareManifests(expected: BackupManifest, actual: BackupManifest): string[] {
  const problems: string[] = [];
  for (const [table, rows] of Object.entries(expected.tables)) {
    const got = actual.tables[table];
    if (got === undefined) problems.push(`table ${table} is missing`);
    else if (got !== rows) problems.push(`table ${table}: ${got} rows restored of ${rows}`);
  }
  for (const table of Object.keys(actual.tables)) {
    if (!(table in expected.tables)) problems.push(`table ${table} was not in the database`);
  }
  let badDocuments = 0;
  for (const [id, sha] of Object.entries(expected.documents)) {
    if (actual.documents[id] !== sha) badDocuments++;
  }
  if (badDocuments) problems.push(`${badDocuments} document(s) missing or with another SHA-256`);
  return problems;
}

export function summarize(manifest: BackupManifest): { tables: number; rows: number; documents: number } {
  const counts = Object.values(manifest.tables);
  return { tables: counts.length, rows: counts.reduce((a, b) => a + b, 0), documents: Object.keys(manifest.documents).length };
}
