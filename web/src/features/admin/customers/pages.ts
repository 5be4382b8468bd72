/** The customers pages of the back office and the sidebar entry. */
import { lazy } from 'react';
import { adminPages } from '../shell/admin-page';

const CustomerPage = lazy(() => import('./CustomerPage'));
const CustomersPage = lazy(() => import('./CustomersPage'));

export default adminPages([
  { path: 'customers', component: CustomersPage, nav: { label: 'Customers', icon: 'user', order: 50 } },
  { path: 'customers/:id', component: CustomerPage },
]);
