/** The service schedules page of the back office (linked from Settings). */
import { lazy } from 'react';
import { adminPages } from '../shell/admin-page';

const ServiceSchedulesPage = lazy(() => import('./ServiceSchedulesPage'));

export default adminPages([{ path: 'settings/service-schedules', component: ServiceSchedulesPage }]);
