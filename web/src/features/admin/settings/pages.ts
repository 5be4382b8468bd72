/** The settings pages of the back office and the sidebar entry. */
import { lazy } from 'react';
import { adminPages } from '../shell/admin-page';

const InspectionChecklistPage = lazy(() => import('./InspectionChecklistPage'));
const SettingsPage = lazy(() => import('./SettingsPage'));

export default adminPages([
  { path: 'settings', component: SettingsPage, nav: { label: 'Settings', icon: 'sliders', order: 140 } },
  { path: 'settings/inspection', component: InspectionChecklistPage },
]);
