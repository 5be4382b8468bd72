/** The contact pages of the back office and the sidebar entry. */
import { lazy } from 'react';
import { adminPages } from '../shell/admin-page';

const ContactQueriesPage = lazy(() => import('./ContactQueriesPage'));

export default adminPages([
  { path: 'contact-queries', component: ContactQueriesPage, nav: { label: 'Contact Queries', icon: 'chat', order: 60 } },
]);
