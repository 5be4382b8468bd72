/** The purchase orders' pages of the back office: the list with its sidebar entry (beside Parts), and one order. Owners and service advisers only (not on the floor). */
import { lazy } from 'react';
import { adminPages } from '../shell/admin-page';

const PurchaseOrdersPage = lazy(() => import('./PurchaseOrdersPage'));
const PurchaseOrderPage = lazy(() => import('./PurchaseOrderPage'));

export default adminPages([
  { path: 'purchase-orders', component: PurchaseOrdersPage, nav: { label: 'Purchase Orders', icon: 'inbox', order: 44.5 } },
  { path: 'purchase-orders/:id', component: PurchaseOrderPage },
]);
