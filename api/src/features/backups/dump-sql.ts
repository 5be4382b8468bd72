/**
 * Reading a plain PostgreSQL dump (pg_dump's INSERT format) back: split into statements, sent in
 * batches of about a megabyte. A statement ends at a `;` outside quotes ('…', E'…', "…",
 * $tag$…$tag$) and comments; psql meta-commands (`\connect`, `\restrict`) are left out.
 *
 * The manifest the backup was taken with travels as the dump's last comment line.
 * Imports nothing of the app's: the verification worker loads it too.
 */
import type { BackupManifest } from '../../db/backup-manifest.ts';

const MANIFEST_PREFIX = '-- workshop-backup-manifest: ';

export function manifestTrailer(manifest: BackupManifest): string {
  return `\n${MANIFEST_PREFIX}${JSON.stringify(manifest)}\n`;
}

/** The manifest at the end of a dump, or null when the dump has none (made by another tool). */
export function readManifest(sql: string): BackupManifest | null {
  const at = sql.lastIndexOf(`\n${MANIFEST_PREFIX}`);
  if (at < 0) return null;
  const line = sql.slice(at + 1 + MANIFEST_PREFIX.length).split('\n', 1)[0];
  try {
    const parsed = JSON.parse(line) as BackupManifest;
    return typeof parsed.tables === 'object' && typeof parsed.documents === 'object' ? parsed : null;
  } catch {
    return null;
  }
}

/** The statements of a dump, in order (without the trailing `;`). */
function* statements(sql: string): Generator<string> {
  let start = 0;
  let i = 0;
  const n = sql.length;
  const skipToLineEnd = (from: number) => {
    const end = sql.indexOf('\n', from);
    return end < 0 ? n : end + 1;
  };
  while (i < n) {
    const c = sql[i];
    if (c === "'") {
      // '…' with '' escapes; an E'…' string also takes backslash escapes.
      const escaped = i > 0 && (sql[i - 1] === 'E' || sql[i - 1] === 'e') && !/\w/.test(sql[i - 2] ?? ' ');
      i++;
      while (i < n) {
        if (escaped && sql[i] === '\\') i += 2;
        else if (sql[i] === "'") {
          if (sql[i + 1] === "'") i += 2;
          else break;
        } else i++;
      }
      i++;
    } else if (c === '"') {
      i = sql.indexOf('"', i + 1);
      i = i < 0 ? n : i + 1;
    } else if (c === '$') {
      const tag = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(sql.slice(i, i + 64));
      if (tag && !/\w/.test(sql[i - 1] ?? ' ')) {
        const end = sql.indexOf(tag[0], i + tag[0].length);
        i = end < 0 ? n : end + tag[0].length;
      } else i++;
    } else if (c === '-' && sql[i + 1] === '-') {
      i = skipToLineEnd(i);
    } else if (c === '/' && sql[i + 1] === '*') {
      const end = sql.indexOf('*/', i + 2);
      i = end < 0 ? n : end + 2;
    } else if (c === '\\' && (i === 0 || sql[i - 1] === '\n')) {
      // A psql meta-command: its own line, not SQL.
      const text = sql.slice(start, i).trim();
      if (isStatement(text)) yield text;
      i = skipToLineEnd(i);
      start = i;
    } else if (c === ';') {
      const text = sql.slice(start, i).trim();
      if (isStatement(text)) yield text;
      i++;
      start = i;
    } else i++;
  }
  const rest = sql.slice(start).trim();
  if (isStatement(rest)) yield rest;
}

/** Text that is more than comments and blanks. */
function isStatement(text: string): boolean {
  if (!text) return false;
  return text.split('\n').some((line) => {
    const t = line.trim();
    return t !== '' && !t.startsWith('--');
  });
}

/** Settings a newer pg_dump writes that an older server does not know (PostgreSQL 17's transaction_timeout, …). */
function isSessionSetting(statement: string): boolean {
  return /^(SET\s+\w+\s*(=|TO)|SELECT\s+pg_catalog\.set_config\()/i.test(statement.replace(/^(--[^\n]*\n)+/, ''));
}

export interface RunOptions {
  /** Runs a batch of statements (a simple query); rejects on the first error. */
  exec(batch: string): Promise<void>;
  /** About this many characters per batch. */
  batchChars?: number;
}

/**
 * Runs every statement of a dump in one transaction (all or nothing). Session settings run one by
 * one under a savepoint, and one the server does not know is skipped (a dump of a newer PostgreSQL
 * restored into an older one); any other error rolls everything back and rejects.
 */
export async function runDump(sql: string, options: RunOptions): Promise<{ statements: number; skipped: string[] }> {
  const limit = options.batchChars ?? 1_000_000;
  const skipped: string[] = [];
  let batch: string[] = [];
  let size = 0;
  let count = 0;
  const flush = async () => {
    if (!batch.length) return;
    await options.exec(batch.join(';\n') + ';');
    batch = [];
    size = 0;
  };
  const setting = async (statement: string) => {
    await flush();
    try {
      await options.exec(`SAVEPOINT dump_setting; ${statement}; RELEASE SAVEPOINT dump_setting`);
    } catch (err) {
      if (!/unrecognized configuration parameter|invalid value for parameter/i.test(String((err as Error).message))) throw err;
      await options.exec('ROLLBACK TO SAVEPOINT dump_setting; RELEASE SAVEPOINT dump_setting');
      skipped.push(statement);
    }
  };
  await options.exec('BEGIN');
  try {
    for (const statement of statements(sql)) {
      count++;
      if (isSessionSetting(statement)) {
        await setting(statement);
        continue;
      }
      batch.push(statement);
      size += statement.length;
      if (size >= limit) await flush();
    }
    await flush();
    await options.exec('COMMIT');
    // The dump's settings (an empty search_path, …) end with it: on embedded PGlite the session is shared.
    await options.exec('RESET ALL');
  } catch (err) {
    await options.exec('ROLLBACK').catch(() => undefined);
    throw err;
  }
  return { statements: count, skipped };
}
