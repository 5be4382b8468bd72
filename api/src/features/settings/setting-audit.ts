/**
 * How each workshop setting is written into the audit trail: its action, and its value as fields a
 * person reads in the Activity page ('Monday': '09:00–17:30' → 'Closed').
 */
import { SERVICE_TYPES, type DayHours } from '../booking/public.js';
import { formatMoney } from '../../shared/money.js';
import type { CostRates } from './cost-rates.js';
import type { MarkupBand } from './markup.js';

export type SettingKey = 'pricing' | 'openingHours' | 'services' | 'reviews' | 'regoReminders' | 'labourRates' | 'partsMarkup' | 'technicianCostRates' | 'recommendedWork';

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export const SETTING_AUDIT: Record<SettingKey, { action: string; fields: (value: unknown) => Record<string, string> }> = {
  pricing: {
    action: 'settings.pricing_saved',
    fields: (v) => ({ pricesIncludeGst: (v as { pricesIncludeGst: boolean }).pricesIncludeGst ? 'Prices include GST' : 'Prices exclude GST' }),
  },
  openingHours: {
    action: 'settings.hours_saved',
    fields: (v) => Object.fromEntries((v as { days: DayHours[] }).days.map((d) => [DAY_NAMES[d.weekday], 'closed' in d ? 'Closed' : `${d.open}–${d.close}`])),
  },
  services: {
    action: 'settings.services_saved',
    fields: (v) => Object.fromEntries(SERVICE_TYPES.map((s) => [s, (v as { offered: string[] }).offered.includes(s) ? 'Offered' : 'Not offered'])),
  },
  reviews: {
    action: 'settings.reviews_saved',
    fields: (v) => ({ reviewLink: (v as { url: string | null }).url ?? '' }),
  },
  regoReminders: {
    action: 'settings.rego_reminders_saved',
    fields: (v) => ({ regoReminderDays: String((v as { days: number }).days) }),
  },
  recommendedWork: {
    action: 'settings.recommended_work_saved',
    fields: (v) => {
      const f = v as { enabled: boolean; days: number };
      return { recommendedWorkFollowUp: f.enabled ? `${f.days} days after it is declined` : 'Off' };
    },
  },
  labourRates: {
    action: 'settings.labour_rates_saved',
    // Each rate by its name: its hourly rate, and which one is the default.
    fields: (v) =>
      Object.fromEntries(
        (v as { rates: Array<{ name: string; hourlyRateCents: number; isDefault: boolean }> }).rates.map((r) => [
          r.name,
          `${formatMoney(r.hourlyRateCents)}/h${r.isDefault ? ' (default)' : ''}`,
        ]),
      ),
  },
  partsMarkup: {
    action: 'settings.parts_markup_saved',
    // Each band by the costs it covers: its multiplier.
    fields: (v) =>
      Object.fromEntries(
        (v as { bands: MarkupBand[] }).bands.map((b, i, all) => [
          b.upToCostCents === null ? (i ? `Above ${formatMoney(all[i - 1].upToCostCents!)}` : 'Every cost') : `Up to ${formatMoney(b.upToCostCents)}`,
          `× ${b.multiplier}`,
        ]),
      ),
  },
  technicianCostRates: {
    action: 'settings.technician_cost_rates_saved',
    // The default, and each member of staff's own rate by their account id.
    fields: (v) => {
      const rates = v as CostRates;
      return Object.fromEntries([['Default', `${formatMoney(rates.defaultRateCents)}/h`], ...rates.technicians.map((t) => [t.technicianId, `${formatMoney(t.rateCents)}/h`])]);
    },
  },
};
