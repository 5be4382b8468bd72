/** The courtesy cars page of the back office and its sidebar entry (after Job Cards). */
import { lazy } from 'react';
import { adminPages } from '../shell/admin-page';

const CourtesyCarsPage = lazy(() => import('./CourtesyCarsPage'));

export default adminPages([
  { path: 'courtesy-cars', component: CourtesyCarsPage, nav: { label: 'Courtesy Cars', icon: 'car', order: 45 } },
]);
