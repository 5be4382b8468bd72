/**
 * The sections of /admin/settings, in page order. Each is its own component with its own form and
 * save; its `id` is the in-page anchor (/admin/settings#hours) the nav and the setup checklist link to.
 * A new section is one line here.
 */
import type { ComponentType } from 'react';
import BusinessSection from './BusinessSection';

export interface SettingsSectionEntry {
  id: string;
  label: string;
  Component: ComponentType;
}

export const SETTINGS_SECTIONS: SettingsSectionEntry[] = [
  { id: 'business', label: 'Business details', Component: BusinessSection },
];
