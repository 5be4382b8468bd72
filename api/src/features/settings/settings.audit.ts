/** The actions the settings feature writes into the audit trail, in the words staff read them in. */
import { auditActions } from '../../platform/audit/audit-actions.js';

export const SETTINGS_AUDIT_ACTIONS = [
  ...auditActions('settings', {
    'settings.saved': 'Business details saved',
    'settings.pricing_saved': 'Pricing basis saved',
    'settings.hours_saved': 'Opening hours saved',
    'settings.services_saved': 'Services offered saved',
    'settings.reviews_saved': 'Review link saved',
    'settings.rego_reminders_saved': 'Registration reminders saved',
    'settings.recommended_work_saved': 'Recommended work follow-up saved',
    'settings.labour_rates_saved': 'Labour rates saved',
    'settings.parts_markup_saved': 'Parts markup saved',
    'settings.technician_cost_rates_saved': 'Technician cost rates saved',
  }),
];
