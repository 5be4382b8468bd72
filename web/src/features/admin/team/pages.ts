/** The team pages of the back office and the sidebar entry. */
import { lazy } from 'react';
import { adminPages } from '../shell/admin-page';

const TeamPage = lazy(() => import('./TeamPage'));

export default adminPages([
  { path: 'team', component: TeamPage, nav: { label: 'Team', icon: 'users', order: 130, ownerOnly: true } },
]);
