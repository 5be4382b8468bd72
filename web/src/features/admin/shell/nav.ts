/**
 * The sidebar's destinations, from the pages' declarations (each folder's pages.ts), in the order
 * staff know (the diary after the dashboard, the reminders beside the contact queries), then the
 * audit trail's Activity, the Team and the workshop's settings. Activity and Team are an owner's
 * (the api refuses anyone else): shown to owners only. One's own profile is at the sidebar's foot,
 * by Logout.
 */
import type { AdminIconName } from '../ui/AdminIcon';
import { ADMIN_PAGES } from './admin-pages';

export interface NavItem {
  label: string;
  to: string;
  icon: AdminIconName;
  /** Only the exact path is this item (the dashboard is /admin itself). */
  end?: boolean;
  /** Shown to owners only (`me.owner`). */
  ownerOnly?: boolean;
}

/** The pages' sidebar entries, in their declared order. */
export const NAV_ITEMS: readonly NavItem[] = ADMIN_PAGES.flatMap((page) => (page.nav ? [{ ...page.nav, to: page.path ? `/admin/${page.path}` : '/admin', end: page.path === '' }] : []))
  .sort((a, b) => a.order - b.order)
  .map(({ label, to, icon, end, ownerOnly }) => ({ label, to, icon, end, ownerOnly }));
