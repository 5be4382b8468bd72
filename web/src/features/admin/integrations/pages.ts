/** The integrations page of the back office (owners), a part of Settings. */
import { lazy } from 'react';
import { adminPages } from '../shell/admin-page';

const IntegrationsPage = lazy(() => import('./IntegrationsPage'));

export default adminPages([{ path: 'settings/integrations', component: IntegrationsPage }]);
