/** The monitor pages of the back office and the sidebar entry. */
import { lazy } from 'react';
import { adminPages } from '../shell/admin-page';

const MonitorPage = lazy(() => import('./MonitorPage'));

export default adminPages([
  { path: 'monitor', component: MonitorPage, nav: { label: 'Server Monitoring', icon: 'server', order: 100 } },
]);
