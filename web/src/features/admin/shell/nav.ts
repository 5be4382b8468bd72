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
  /** Shown to technicians too (they see the floor's pages only). */
  floor?: boolean;
}

/** The entries an account sees: a technician the floor's, an owner every one, an adviser all but the owners'. */
export function navItemsFor(me: { owner: boolean; role: string } | undefined, items: readonly NavItem[] = NAV_ITEMS): NavItem[] {
  if (me?.role === 'TECHNICIAN') return items.filter((item) => item.floor);
  return items.filter((item) => !item.ownerOnly || me?.owner);
}

/** The pages' sidebar entries, in their declared order. */
const NAV_ITEMS: readonly NavItem[] = ADMIN_PAGES.flatMap((page) => (page.nav ? [{ ...page.nav, to: page.path ? `/admin/${page.path}` : '/admin', end: page.path === '' }] : []))
  .sort((a, b) => a.order - b.order)
  .map(({ label, to, icon, end, ownerOnly, floor }) => ({ label, to, icon, end, ownerOnly, floor }));
