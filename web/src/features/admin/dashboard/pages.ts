/** The dashboard pages of the back office and the sidebar entry. */
import { adminPages } from '../shell/admin-page';
import { DashboardPage } from './DashboardPage';

export default adminPages([
  { path: '', component: DashboardPage, nav: { label: 'Dashboard', icon: 'dashboard', order: 10 } },
]);
