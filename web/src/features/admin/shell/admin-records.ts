/**
 * The kinds of audit record the admin folders declare, gathered from each folder's `records.ts`
 * (no list to keep: a new feature's folder declares the records it writes, with its icon and link).
 */
import type { AdminRecordKind } from './admin-page';

const folders = import.meta.glob<{ default: readonly AdminRecordKind[] }>('../*/records.ts', { eager: true });

export const ADMIN_RECORD_KINDS: readonly AdminRecordKind[] = Object.values(folders).flatMap((folder) => folder.default);
