/** What a folder's `pages.ts` declares: each page's path and component, and its sidebar entry. */
import type { ComponentType } from 'react';
import type { AdminIconName } from '../ui/AdminIcon';

export interface AdminPage {
  /** Below /admin/: '' is the dashboard, /admin itself. */
  path: string;
  component: ComponentType<{ businessName: string }>;
  /**
   * Its sidebar entry, if it has one; `order` places it (smaller first). `ownerOnly`: shown to
   * owners only; `floor`: shown to technicians too (who see only the floor's pages: the job board,
   * job cards).
   */
  nav?: { label: string; icon: AdminIconName; order: number; ownerOnly?: boolean; floor?: boolean };
}

/** A folder's pages (a typed identity, checked where they are written). */
export function adminPages(pages: readonly AdminPage[]): readonly AdminPage[] {
  return pages;
}

/**
 * A kind of record a folder's feature writes into the audit trail, as the Activity page shows it:
 * its name, its icon and where one is looked at (null: nowhere to open). A folder declares its
 * kinds in its own `records.ts` (`export default adminRecords([...])`).
 */
export interface AdminRecordKind {
  /** The api's `entityType`, e.g. 'courtesy_car'. */
  type: string;
  label: string;
  icon: AdminIconName;
  link(id: string | null): { to: string; state?: { open: string } } | null;
}

/** A folder's kinds of audit record (a typed identity, checked where they are written). */
export function adminRecords(kinds: readonly AdminRecordKind[]): readonly AdminRecordKind[] {
  return kinds;
}
