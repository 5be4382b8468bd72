import { describe, expect, it } from 'vitest';
import { navItemsFor, type NavItem } from './nav';

const items: NavItem[] = [
  { label: 'Dashboard', to: '/admin', icon: 'dashboard', end: true },
  { label: 'Job Cards', to: '/admin/jobcards', icon: 'clipboard', floor: true },
  { label: 'Invoices', to: '/admin/invoices', icon: 'receipt' },
  { label: 'Team', to: '/admin/team', icon: 'users', ownerOnly: true },
];
const labels = (list: NavItem[]) => list.map((i) => i.label);

describe('the sidebar by role', () => {
  it('shows a technician the floor’s pages only', () => {
    expect(labels(navItemsFor({ owner: false, role: 'TECHNICIAN' }, items))).toEqual(['Job Cards']);
  });
  it('shows an adviser everything but the owners’ pages, and an owner everything', () => {
    expect(labels(navItemsFor({ owner: false, role: 'ADVISER' }, items))).toEqual(['Dashboard', 'Job Cards', 'Invoices']);
    expect(labels(navItemsFor({ owner: true, role: 'OWNER' }, items))).toEqual(['Dashboard', 'Job Cards', 'Invoices', 'Team']);
  });
  it('keeps the owners’ pages hidden while the account is not known yet', () => {
    expect(labels(navItemsFor(undefined, items))).toEqual(['Dashboard', 'Job Cards', 'Invoices']);
  });
});
