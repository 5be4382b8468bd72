/** The vehicles pages of the back office. */
import { lazy } from 'react';
import { adminPages } from '../shell/admin-page';

const VehicleHistoryPage = lazy(() => import('./VehicleHistoryPage'));

export default adminPages([
  { path: 'vehicles', component: VehicleHistoryPage },
  { path: 'vehicles/:rego', component: VehicleHistoryPage },
]);
