/**
 * The business details and the workshop's settings (pricing, opening hours, services, the review
 * link) and the setup checklist: read by staff, saved by owners. Each operation's GraphQL field and
 * REST route; REST reads a setting's body as it comes, and the setting's reader says what is wrong.
 */
import { json, messageSchema, type JsonSchema } from '../../shared/json-schema.js';
import { arg, defineOperation, type Http } from '../../edge/operation.js';
import { jsonBody } from '../../edge/validate.js';
import { openingHoursJson, openingHoursSchema, OpeningHoursInput, OpeningHoursSettings, openingHoursOf, saveOpeningHours } from './hours-setting.js';
import { TechnicianCostRates } from './cost-rates.js';
import { costRatesJson, costRatesSchema, costRatesView, saveCostRates, TechnicianCostRatesInput } from './cost-rates-setting.js';
import { LabourRate } from './labour-rates.js';
import { labourRateJson, LabourRatesInput, labourRatesSchema, saveLabourRates } from './labour-rates-setting.js';
import { MarkupBand } from './markup.js';
import { markupBandJson, MarkupInput, markupSchema, saveMarkup } from './markup-setting.js';
import { PricingSettings, PricingSettingsInput, pricingJson, pricingOf, savePricing } from './pricing-setting.js';
import { RegoReminderInput, RegoReminderSettings, regoRemindersJson, regoRemindersOf, saveRegoReminders } from './rego-reminders-setting.js';
import { RecommendedWorkInput, RecommendedWorkSettings, recommendedWorkJson, recommendedWorkOf, saveRecommendedWork } from './recommended-work-setting.js';
import { reviewsJson, ReviewsInput, ReviewsSettings, reviewsOf, saveReviews } from './reviews-setting.js';
import { saveServices, ServicesInput, ServicesSettings, servicesJson, servicesOf } from './services-setting.js';
import { settingOperations } from './setting-operations.js';
import { BusinessSettingsInput, readBusinessSettings } from './settings.inputs.js';
import type { SettingsService } from './settings.service.js';
import { BusinessSettings, businessSettingsJson, businessSettingsOf } from './settings.types.js';
import { SetupChecklist } from './setup-checklist.js';

/** A setting's body over REST: the JSON object as it is, read by the setting's own reader. */
const bodyAs = <T>({ request }: Http) => ({ input: jsonBody(request) as T });

/** The signed-in owner's name, who saved. */
const by = (caller: { username: string } | null) => caller!.username;

/** A workshop setting's read and save: `of` and `json` read it from the settings, `save` writes a client's fields. */
function workshopSetting<I extends object, G>(s: {
  names: { read: string; save: string };
  descriptions: { read: string; save: string };
  path: string;
  input: new () => I;
  result: new () => G;
  of: (settings: SettingsService) => Promise<G>;
  json: (settings: SettingsService) => Promise<object>;
  answer?: JsonSchema;
  save: (settings: SettingsService, em: Parameters<SettingsService['saveSetting']>[0], raw: Record<string, unknown>, by: string) => Promise<void>;
  saved: string;
}) {
  return settingOperations({
    ...s,
    read: (services) => services.settings,
    save: async ({ em, services, caller }, input) => {
      await s.save(services.settings, em, { ...input } as Record<string, unknown>, by(caller));
      return services.settings;
    },
  });
}

export const settingsOperations = [
  defineOperation({
    name: 'businessSettings',
    kind: 'query',
    access: 'staff',
    description: 'The business details documents and emails print (admin).',
    args: {},
    result: () => BusinessSettings,
    run: ({ services }) => services.settings.state(),
    graphql: businessSettingsOf,
    rest: { method: 'GET', path: '/api/admin/settings', present: (state) => ({ business: businessSettingsJson(state) }), answer: json.object({ business: json.graphqlType('BusinessSettings') }) },
  }),
  defineOperation({
    name: 'updateBusinessSettings',
    kind: 'mutation',
    access: 'owner',
    description: 'Saves the business details: from now on they win over the environment’s (owners).',
    args: { input: arg.input(BusinessSettingsInput) },
    result: () => BusinessSettings,
    run: ({ em, services, caller }, { input }) => services.settings.save(em, readBusinessSettings({ ...input }), by(caller)),
    graphql: businessSettingsOf,
    rest: {
      method: 'PUT',
      path: '/api/admin/settings/business',
      args: bodyAs<BusinessSettingsInput>,
      present: (state) => ({ message: 'Business details saved. New documents and emails use them from now on.', business: businessSettingsJson(state) }),
      answer: json.extend(messageSchema, { business: json.graphqlType('BusinessSettings') }),
    },
  }),
  defineOperation({
    name: 'setupChecklist',
    kind: 'query',
    access: 'staff',
    description: 'The first-run checklist: what is still to set up (admin).',
    args: {},
    result: () => SetupChecklist,
    run: ({ services }) => services.settings.setupChecklist(),
    rest: { method: 'GET', path: '/api/admin/setup-checklist' },
  }),
  ...workshopSetting({
    names: { read: 'pricingSettings', save: 'updatePricingSettings' },
    descriptions: { read: 'Whether entered prices include GST (admin).', save: 'Saves the pricing basis of new quotes and invoices (owners).' },
    path: '/api/admin/settings/pricing',
    input: PricingSettingsInput,
    result: PricingSettings,
    of: pricingOf,
    json: pricingJson,
    save: savePricing,
    saved: 'Pricing saved. New quotes and invoices use it from now on.',
  }),
  ...workshopSetting({
    names: { read: 'openingHoursSettings', save: 'updateOpeningHours' },
    descriptions: { read: 'The opening hours bookings follow (admin).', save: 'Saves the opening hours: bookings, slots and the diary follow at once (owners).' },
    path: '/api/admin/settings/opening-hours',
    input: OpeningHoursInput,
    result: OpeningHoursSettings,
    of: openingHoursOf,
    json: openingHoursJson,
    answer: openingHoursSchema,
    save: saveOpeningHours,
    saved: 'Opening hours saved. Bookings follow them from now on.',
  }),
  ...workshopSetting({
    names: { read: 'servicesSettings', save: 'updateServicesOffered' },
    descriptions: { read: 'The services the site and the booking form offer (admin).', save: 'Saves the services offered (owners).' },
    path: '/api/admin/settings/services',
    input: ServicesInput,
    result: ServicesSettings,
    of: servicesOf,
    json: servicesJson,
    save: saveServices,
    saved: 'Services saved. The site and the booking form offer them from now on.',
  }),
  ...workshopSetting({
    names: { read: 'reviewsSettings', save: 'updateReviewsSettings' },
    descriptions: { read: 'The review link review requests send (admin).', save: 'Saves the review link; empty turns review requests off (owners).' },
    path: '/api/admin/settings/reviews',
    input: ReviewsInput,
    result: ReviewsSettings,
    of: reviewsOf,
    json: reviewsJson,
    save: saveReviews,
    saved: 'Review link saved.',
  }),
  ...workshopSetting({
    names: { read: 'regoReminderSettings', save: 'updateRegoReminderSettings' },
    descriptions: { read: 'How many days before a registration expires its owner is reminded (admin).', save: 'Saves the days before a registration expires its reminder goes; 0 turns them off (owners).' },
    path: '/api/admin/settings/rego-reminders',
    input: RegoReminderInput,
    result: RegoReminderSettings,
    of: regoRemindersOf,
    json: regoRemindersJson,
    save: saveRegoReminders,
    saved: 'Registration reminders saved.',
  }),
  ...workshopSetting({
    names: { read: 'recommendedWorkSettings', save: 'updateRecommendedWorkSettings' },
    descriptions: {
      read: 'Whether work a customer declined on a quote is offered again by email, and how many days after the decision (admin).',
      save: 'Saves the recommended work follow-up: on or off, and the days after the decision it goes (owners).',
    },
    path: '/api/admin/settings/recommended-work',
    input: RecommendedWorkInput,
    result: RecommendedWorkSettings,
    of: recommendedWorkOf,
    json: recommendedWorkJson,
    save: saveRecommendedWork,
    saved: 'Recommended work follow-up saved.',
  }),
  defineOperation({
    name: 'labourRates',
    kind: 'query',
    access: 'floor',
    description: 'The workshop’s labour rates, exactly one the default (admin).',
    args: {},
    result: () => [LabourRate],
    run: ({ services }) => services.settings.labourRates(),
    rest: { method: 'GET', path: '/api/admin/settings/labour-rates', present: (rates) => rates.map(labourRateJson), answer: labourRatesSchema },
  }),
  defineOperation({
    name: 'updateLabourRates',
    kind: 'mutation',
    access: 'owner',
    description: 'Saves the whole list of labour rates: existing ids are kept, new rates get ids; none marked the default: the first (owners).',
    args: { input: arg.input(LabourRatesInput) },
    result: () => [LabourRate],
    run: ({ em, services, caller }, { input }) => saveLabourRates(services.settings, em, input.rates, by(caller)),
    rest: {
      method: 'PUT',
      path: '/api/admin/settings/labour-rates',
      // The body is the list itself (or { rates: [...] }).
      args: ({ request }) => ({ input: { rates: Array.isArray(request.body) ? request.body : (request.body as { rates?: unknown } | null)?.rates } as LabourRatesInput }),
      present: (rates) => rates.map(labourRateJson),
      answer: labourRatesSchema,
    },
  }),
  defineOperation({
    name: 'markupBands',
    kind: 'query',
    access: 'staff',
    description: 'The parts markup matrix: bands of cost price in rising order, each with its multiplier; the last band covers every cost above the one before (admin: owners and service advisers).',
    args: {},
    result: () => [MarkupBand],
    run: ({ services }) => services.settings.markupBands(),
    rest: { method: 'GET', path: '/api/admin/settings/markup', present: (bands) => bands.map(markupBandJson), answer: markupSchema },
  }),
  defineOperation({
    name: 'updateMarkup',
    kind: 'mutation',
    access: 'owner',
    description: 'Saves the whole parts markup matrix; parts without a fixed sell price sell by it from then on (owners).',
    args: { input: arg.input(MarkupInput) },
    result: () => [MarkupBand],
    run: ({ em, services, caller }, { input }) => saveMarkup(services.settings, em, input.bands, by(caller)),
    rest: {
      method: 'PUT',
      path: '/api/admin/settings/markup',
      // The body is the list itself (or { bands: [...] }).
      args: ({ request }) => ({ input: { bands: Array.isArray(request.body) ? request.body : (request.body as { bands?: unknown } | null)?.bands } as MarkupInput }),
      present: (bands) => bands.map(markupBandJson),
      answer: markupSchema,
    },
  }),
  defineOperation({
    name: 'technicianCostRates',
    kind: 'query',
    access: 'owner',
    description: 'What an hour of each technician’s time costs the workshop, and the default for anyone without a rate of their own; the margin’s labour cost is worked out from them (owners).',
    args: {},
    result: () => TechnicianCostRates,
    run: ({ em, services }) => costRatesView(services.settings, em),
    rest: { method: 'GET', path: '/api/admin/settings/technician-cost-rates', present: costRatesJson, answer: costRatesSchema },
  }),
  defineOperation({
    name: 'updateTechnicianCostRates',
    kind: 'mutation',
    access: 'owner',
    description: 'Saves the technicians’ cost rates, whole: the default and the rates of their own (anyone left out costs the default); margins use them from then on (owners).',
    args: { input: arg.input(TechnicianCostRatesInput) },
    result: () => TechnicianCostRates,
    run: async ({ em, services, caller }, { input }) => {
      await saveCostRates(services.settings, em, { ...input } as Record<string, unknown>, by(caller));
      return costRatesView(services.settings, em);
    },
    rest: {
      method: 'PUT',
      path: '/api/admin/settings/technician-cost-rates',
      args: bodyAs<TechnicianCostRatesInput>,
      present: (view) => ({ message: 'Technician cost rates saved. Margins use them from now on.', ...costRatesJson(view) }),
      answer: json.allOf([messageSchema, costRatesSchema]),
    },
  }),
];
