/**
 * The audit trail's part in a customer's erasure: the words of the entries that name them
 * (summary and changes) de-identified, inside the erasure's transaction, which the database's rule
 * allows only there (db/sql/audit-event-append-only.sql). Who, when and what stay.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { changedRows } from '../../shared/erasure.js';

/** `pattern`: a case-blind POSIX regular expression of the person's details (shared/erasure.ts `detailsPattern`). */
export async function eraseFromAuditTrail(tx: EntityManager, pattern: string | null, marker: string): Promise<Record<string, number>> {
  if (!pattern) return {};
  await changedRows(tx, `select set_config('audit.erasing', ?, true)`, ['on']);
  const n = await changedRows(
    tx,
    `update audit_event set summary = regexp_replace(summary, ?, ?, 'gi'), changes = regexp_replace(changes::text, ?, ?, 'gi')::jsonb
     where summary ~* ? or changes::text ~* ?`,
    [pattern, marker, pattern, marker, pattern, pattern],
  );
  await changedRows(tx, `select set_config('audit.erasing', ?, true)`, ['off']);
  return { 'audit_event.deidentified': n };
}
