/** The canned jobs page of the back office and its sidebar entry (after Job Cards). */
import { lazy } from 'react';
import { adminPages } from '../shell/admin-page';

const CannedJobsPage = lazy(() => import('./CannedJobsPage'));

export default adminPages([{ path: 'canned-jobs', component: CannedJobsPage, nav: { label: 'Canned Jobs', icon: 'clipboard', order: 42 } }]);
