/**
 * The database's rules as they are now: its functions and triggers, one file each in db/sql/
 * (`<name>.sql`: the function `<name with underscores>` and the triggers that call it), embedded
 * in the code as db/sql/sql-files.ts (generated from the files by api/scripts/sql-files.mjs), so
 * the tests, tsc's build/ and the bundle all have them without reading a file.
 *
 * A file names a value it shares with the TypeScript as `{{NAME}}`; `currentSql` fills it from
 * the one module that holds it. Migrations apply the text (`rulesSql`), each naming the version of
 * every file it was written for: a change to a rule is a change to its file and a migration that
 * applies it again, and test/platform/sql-current.test.ts fails until one does.
 */
import { createHash } from 'node:crypto';
import { DAY_LOCK, SLOT_LOCK, SLOT_MINUTES } from '../shared/booking-slots.js';
import { sqlFiles } from './sql/sql-files.js';

export type SqlName = keyof typeof sqlFiles;

/** Every file's name, in order. */
export const sqlNames = Object.keys(sqlFiles).sort() as SqlName[];

/** The values a file may name as `{{NAME}}`. */
const VALUES: Readonly<Record<string, string>> = {
  SLOT_MINUTES: String(SLOT_MINUTES),
  DAY_LOCK: String(DAY_LOCK),
  SLOT_LOCK: String(SLOT_LOCK),
};

/** The text of a file with its values filled in; a `{{NAME}}` without a value is an error, not left in the SQL. */
export function fillValues(text: string, name: string): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, key: string) => {
    const value = VALUES[key];
    if (value === undefined) throw new Error(`db/sql/${name}.sql names {{${key}}}, a value db/sql.ts does not have`);
    return value;
  });
}

/** The current definition of one function with its triggers (the statements of db/sql/<name>.sql), ready to run. */
export function currentSql(name: SqlName): string {
  return fillValues(sqlFiles[name], name);
}

/**
 * A file's version: the start of the SHA-256 of its statements with their values filled in (a
 * changed value is a new version too); the comment that heads the file is not part of it.
 */
export function sqlVersion(name: SqlName): string {
  const statements = currentSql(name).replace(/^(?:[ \t]*(?:--.*)?\n)*/, '');
  return createHash('sha256').update(statements).digest('hex').slice(0, 12);
}

/** The line that starts each rule's statements in a migration: which file, and the version the migration was written for. */
export const APPLIED_LINE = /^-- db\/sql\/([\w-]+)\.sql, version (\w+)$/m;

/**
 * A migration's statements that apply these rules as their files are now, one string each (a
 * file's statements run as one). `versions` holds, for each, the version the migration was
 * written for (`sqlVersion`): the migration applies the current text whatever it says (a database
 * migrated from scratch gets the newest rules at once), and the test holds the last migration of
 * each rule to its file's version now. Function bodies are not checked against the tables while
 * they are applied (check_function_bodies off), so a newer text applied by an older migration may
 * name a column a later migration adds.
 */
export function rulesSql(versions: Partial<Record<SqlName, string>>): string[] {
  return (Object.keys(versions) as SqlName[]).map(
    (name) => `-- db/sql/${name}.sql, version ${versions[name]}\nset check_function_bodies = off;\n${currentSql(name)}\nreset check_function_bodies;`,
  );
}
