/** The appointments pages of the back office and the sidebar entry. */
import { lazy } from 'react';
import { adminPages } from '../shell/admin-page';

const AppointmentsPage = lazy(() => import('./AppointmentsPage'));

export default adminPages([
  { path: 'appointments', component: AppointmentsPage, nav: { label: 'Appointments', icon: 'calendar', order: 30 } },
]);
