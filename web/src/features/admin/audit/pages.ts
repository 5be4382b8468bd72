/** The audit pages of the back office and the sidebar entry. */
import { lazy } from 'react';
import { adminPages } from '../shell/admin-page';

const ActivityPage = lazy(() => import('./ActivityPage'));

export default adminPages([
  { path: 'activity', component: ActivityPage, nav: { label: 'Activity', icon: 'history', order: 120, ownerOnly: true } },
]);
