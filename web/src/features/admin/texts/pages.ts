/** The texts inbox of the back office and the sidebar entry (its badge: the unread texts, AdminShell). */
import { lazy } from 'react';
import { adminPages } from '../shell/admin-page';

const TextsPage = lazy(() => import('./TextsPage'));

export default adminPages([{ path: 'texts', component: TextsPage, nav: { label: 'Texts', icon: 'chatNew', order: 55 } }]);
