/** The account pages of the back office. */
import { lazy } from 'react';
import { adminPages } from '../shell/admin-page';

const ProfilePage = lazy(() => import('./ProfilePage'));

export default adminPages([
  { path: 'profile', component: ProfilePage },
]);
