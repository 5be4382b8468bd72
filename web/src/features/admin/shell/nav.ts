/**
 * The sidebar's destinations, in the order staff know (the diary after the dashboard, the reminders beside the
 * contact queries), then the audit trail's Activity, the Team and the workshop's settings. Activity and
 * Team are an owner's (the api refuses anyone else): shown to owners only. One's own profile is at the
 * sidebar's foot, by Logout.
 */
import type { AdminIconName } from '../ui/AdminIcon';

export interface NavItem {
  label: string;
  to: string;
  icon: AdminIconName;
  /** Only the exact path is this item (the dashboard is /admin itself). */
  end?: boolean;
  /** Shown to owners only (`me.owner`). */
  ownerOnly?: boolean;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Dashboard', to: '/admin', icon: 'dashboard', end: true },
  { label: 'Diary', to: '/admin/diary', icon: 'diary' },
  { label: 'Appointments', to: '/admin/appointments', icon: 'calendar' },
  { label: 'Job Cards', to: '/admin/jobcards', icon: 'clipboard' },
  { label: 'Customers', to: '/admin/customers', icon: 'user' },
  { label: 'Contact Queries', to: '/admin/contact-queries', icon: 'chat' },
  { label: 'Reminders', to: '/admin/reminders', icon: 'bell' },
  { label: 'Email Manager', to: '/admin/emails', icon: 'mail' },
  { label: 'Invoice Manager', to: '/admin/invoice', icon: 'receipt' },
  { label: 'Server Monitoring', to: '/admin/monitor', icon: 'server' },
  { label: 'Analytics & Reports', to: '/admin/analytics', icon: 'chart' },
  { label: 'Activity', to: '/admin/activity', icon: 'history', ownerOnly: true },
  { label: 'Team', to: '/admin/team', icon: 'users', ownerOnly: true },
  { label: 'Settings', to: '/admin/settings', icon: 'sliders' },
];
