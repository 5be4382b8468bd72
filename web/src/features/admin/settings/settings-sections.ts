/**
 * The sections of /admin/settings, in page order. Each is its own component with its own form and
 * save; its `id` is the in-page anchor (/admin/settings#hours) the nav and the setup checklist link to.
 * A new section is one line here.
 */
import type { ComponentType } from 'react';
import BaysSection from './BaysSection';
import BusinessSection from './BusinessSection';
import HoursSection from './HoursSection';
import LabourRatesSection from './LabourRatesSection';
import OverdueRemindersSection from './OverdueRemindersSection';
import PartsMarkupSection from './PartsMarkupSection';
import PricingSection from './PricingSection';
import PrivacySection from './PrivacySection';
import RegoRemindersSection from './RegoRemindersSection';
import RecommendedWorkSection from './RecommendedWorkSection';
import ReviewsSection from './ReviewsSection';
import ServicesSection from './ServicesSection';
import TechnicianCostRatesSection from './TechnicianCostRatesSection';
import MailboxSection from './MailboxSection';
import MailSection from './MailSection';
import StripeSection from './StripeSection';
import TextsSection from './TextsSection';

export interface SettingsSectionEntry {
  id: string;
  label: string;
  Component: ComponentType;
}

export const SETTINGS_SECTIONS: SettingsSectionEntry[] = [
  { id: 'business', label: 'Business details', Component: BusinessSection },
  { id: 'pricing', label: 'Pricing', Component: PricingSection },
  { id: 'labour-rates', label: 'Labour rates', Component: LabourRatesSection },
  { id: 'parts-markup', label: 'Parts markup', Component: PartsMarkupSection },
  { id: 'cost-rates', label: 'Technician cost rates', Component: TechnicianCostRatesSection },
  { id: 'hours', label: 'Opening hours', Component: HoursSection },
  { id: 'services', label: 'Services', Component: ServicesSection },
  { id: 'bays', label: 'Bays', Component: BaysSection },
  { id: 'reviews', label: 'Reviews', Component: ReviewsSection },
  { id: 'rego-reminders', label: 'Registration reminders', Component: RegoRemindersSection },
  { id: 'overdue-reminders', label: 'Overdue reminders', Component: OverdueRemindersSection },
  { id: 'recommended-work', label: 'Recommended work', Component: RecommendedWorkSection },
  { id: 'mail', label: 'Outgoing mail', Component: MailSection },
  { id: 'mailbox', label: 'Mailbox', Component: MailboxSection },
  { id: 'texts', label: 'Texts', Component: TextsSection },
  { id: 'online-payment', label: 'Online payment', Component: StripeSection },
  { id: 'privacy', label: 'Privacy', Component: PrivacySection },
];
