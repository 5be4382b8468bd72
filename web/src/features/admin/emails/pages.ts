/** The emails pages of the back office and the sidebar entry. */
import { lazy } from 'react';
import { adminPages } from '../shell/admin-page';

const EmailsPage = lazy(() => import('./EmailsPage'));

export default adminPages([
  { path: 'emails', component: EmailsPage, nav: { label: 'Email Manager', icon: 'mail', order: 80 } },
]);
