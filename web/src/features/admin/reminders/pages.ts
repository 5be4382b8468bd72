/** The reminders pages of the back office and the sidebar entry. */
import { lazy } from 'react';
import { adminPages } from '../shell/admin-page';

const RemindersPage = lazy(() => import('./RemindersPage'));

export default adminPages([
  { path: 'reminders', component: RemindersPage, nav: { label: 'Reminders', icon: 'bell', order: 70 } },
]);
