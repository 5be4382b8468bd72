/**
 * Audit rows written by a hot path's own statement, with the change they record (a job card's
 * autosave, a booking's group commit: one statement, one round trip). The SQL naming the audit
 * trail's table is the platform's: a feature gives the rows, this writes them.
 */

/** The columns of an audit row, in the order a statement's rows give them. */
const AUDIT_COLUMNS = 'at, actor_kind, actor_id, actor_name, ip, action, entity_type, entity_id, summary, changes';

/**
 * An `INSERT` appending to the audit trail the rows `select` gives, in AUDIT_COLUMNS' order (e.g.
 * a CTE's body: `recorded AS (${insertAuditRows(…)})`). The summary is the caller's to cut at 500 characters.
 */
export function insertAuditRows(select: string): string {
  return `INSERT INTO audit_event (${AUDIT_COLUMNS})
    ${select}`;
}
