/** The parts catalogue's page of the back office and its sidebar entry (after Canned Jobs). */
import { lazy } from 'react';
import { adminPages } from '../shell/admin-page';

const PartsPage = lazy(() => import('./PartsPage'));

export default adminPages([{ path: 'parts', component: PartsPage, nav: { label: 'Parts', icon: 'database', order: 44 } }]);
