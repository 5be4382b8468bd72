/** The analytics pages of the back office and the sidebar entry. */
import { lazy } from 'react';
import { adminPages } from '../shell/admin-page';

const AnalyticsPage = lazy(() => import('./AnalyticsPage'));

export default adminPages([
  { path: 'analytics', component: AnalyticsPage, nav: { label: 'Analytics & Reports', icon: 'chart', order: 110 } },
]);
