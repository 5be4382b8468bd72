/** A backup as REST answers it. */
import { json } from '../../shared/json-schema.js';
import type { Backup } from './backup.types.js';

/** A backup: as the GraphQL Backup type, instants as ISO text. */
export const backupSchema = json.graphqlType('Backup');

export function backupJson(backup: Backup) {
  return {
    filename: backup.filename,
    size: backup.size,
    sha256: backup.sha256,
    verified: backup.verified,
    createdAt: backup.createdAt.toISOString(),
    kind: backup.kind,
    problems: backup.problems,
    tables: backup.tables,
    rows: backup.rows,
    documents: backup.documents,
    durationMs: backup.durationMs,
    newestVerified: backup.newestVerified,
  };
}
