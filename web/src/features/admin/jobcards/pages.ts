/** The jobcards pages of the back office and the sidebar entry. */
import { lazy } from 'react';
import { adminPages } from '../shell/admin-page';

const JobCardDetailPage = lazy(() => import('./JobCardDetailPage'));
const JobCardsPage = lazy(() => import('./JobCardsPage'));

export default adminPages([
  { path: 'jobcards', component: JobCardsPage, nav: { label: 'Job Cards', icon: 'clipboard', order: 40, floor: true } },
  { path: 'jobcards/:id', component: JobCardDetailPage },
]);
