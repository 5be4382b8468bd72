/**
 * The back office's pages, gathered from each folder's `pages.ts` (no list to keep: a new admin
 * feature's folder declares its pages, and its sidebar entry with them). The routes of AdminApp and
 * the sidebar's destinations both come from here.
 */
import type { AdminPage } from './admin-page';

const folders = import.meta.glob<{ default: readonly AdminPage[] }>('../*/pages.ts', { eager: true });

export const ADMIN_PAGES: readonly AdminPage[] = Object.values(folders).flatMap((folder) => folder.default);
