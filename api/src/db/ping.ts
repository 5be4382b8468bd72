/** One round trip to the database: is it up, and how long did `SELECT 1` take. */
import type { Database } from './orm.js';

export interface DatabasePing {
  up: boolean;
  /** Milliseconds, two decimals; how long the failure took when down. */
  latencyMs: number;
}

/** With `timeoutMs`, a database that has not answered by then counts as down (the query is left to finish). */
export async function pingDatabase(db: Database, timeoutMs?: number): Promise<DatabasePing> {
  const started = performance.now();
  let up = true;
  let timer: NodeJS.Timeout | undefined;
  try {
    const query = db.orm.em.getConnection().execute('SELECT 1');
    if (timeoutMs === undefined) await query;
    else {
      query.catch(() => undefined);
      await Promise.race([query, new Promise((_, reject) => (timer = setTimeout(reject, timeoutMs)))]);
    }
  } catch {
    up = false;
  } finally {
    clearTimeout(timer);
  }
  return { up, latencyMs: Math.round((performance.now() - started) * 100) / 100 };
}
