/** The job board page of the back office and its sidebar entry (technicians' too). */
import { lazy } from 'react';
import { adminPages } from '../shell/admin-page';

const BoardPage = lazy(() => import('./BoardPage'));

export default adminPages([
  { path: 'board', component: BoardPage, nav: { label: 'Board', icon: 'lift', order: 15, floor: true } },
]);
