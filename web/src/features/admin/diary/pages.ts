/** The diary pages of the back office and the sidebar entry. */
import { lazy } from 'react';
import { adminPages } from '../shell/admin-page';

const DiaryPage = lazy(() => import('./DiaryPage'));

export default adminPages([
  { path: 'diary', component: DiaryPage, nav: { label: 'Diary', icon: 'diary', order: 20 } },
]);
