/** What a folder's `pages.ts` declares: each page's path and component, and its sidebar entry. */
import type { ComponentType } from 'react';
import type { AdminIconName } from '../ui/AdminIcon';

export interface AdminPage {
  /** Below /admin/: '' is the dashboard, /admin itself. */
  path: string;
  component: ComponentType<{ businessName: string }>;
  /** Its sidebar entry, if it has one; `order` places it (smaller first). */
  nav?: { label: string; icon: AdminIconName; order: number; ownerOnly?: boolean };
}

/** A folder's pages (a typed identity, checked where they are written). */
export function adminPages(pages: readonly AdminPage[]): readonly AdminPage[] {
  return pages;
}
