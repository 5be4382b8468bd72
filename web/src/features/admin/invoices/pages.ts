/** The invoices pages of the back office and the sidebar entry. */
import { lazy } from 'react';
import { adminPages } from '../shell/admin-page';

const InvoiceManagerPage = lazy(() => import('./InvoiceManagerPage'));

export default adminPages([
  { path: 'invoice', component: InvoiceManagerPage, nav: { label: 'Invoice Manager', icon: 'receipt', order: 90 } },
]);
