/** The dashboard pages of the back office and the sidebar entry. */
import { adminPages } from '../shell/admin-page';
import { AdminHome } from './AdminHome';

export default adminPages([
  { path: '', component: AdminHome, nav: { label: 'Dashboard', icon: 'dashboard', order: 10 } },
]);
