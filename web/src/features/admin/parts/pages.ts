/** The parts catalogue's pages of the back office: the catalogue with its sidebar entry (after Canned Jobs), and its stocktake. */
import { lazy } from 'react';
import { adminPages } from '../shell/admin-page';

const PartsPage = lazy(() => import('./PartsPage'));
const StocktakePage = lazy(() => import('./StocktakePage'));

export default adminPages([
  { path: 'parts', component: PartsPage, nav: { label: 'Parts', icon: 'database', order: 44 } },
  { path: 'parts/stocktake', component: StocktakePage },
]);
