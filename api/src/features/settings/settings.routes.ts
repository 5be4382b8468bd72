/** The settings' REST paths (admin; saving them: owners). */
import type { FastifyInstance } from 'fastify';
import { requireOwner } from '../../edge/admin.js';
import { jsonBody } from '../../edge/validate.js';
import { readBusinessSettings } from './settings.inputs.js';
import type { SettingsService } from './settings.service.js';
import { businessSettingsJson } from './settings.types.js';
import { pricingJson, pricingSummary, readPricing } from './pricing-setting.js';
import { openingHoursJson, saveOpeningHours } from './hours-setting.js';
import { saveServices, servicesJson } from './services-setting.js';
import { reviewsJson, saveReviews } from './reviews-setting.js';

const admin = { config: { admin: true as const } };

export function settingsRoutes(app: FastifyInstance, settings: SettingsService): void {
  app.get('/api/admin/settings', admin, async () => ({ business: businessSettingsJson(await settings.state()) }));

  app.put('/api/admin/settings/business', admin, async (request) => {
    requireOwner(request.admin);
    const state = await settings.save(request.em, readBusinessSettings(jsonBody(request)), request.admin!.username);
    return { message: 'Business details saved. New documents and emails use them from now on.', business: businessSettingsJson(state) };
  });

  app.get('/api/admin/setup-checklist', admin, async () => settings.setupChecklist());

  app.get('/api/admin/settings/pricing', admin, async () => pricingJson(settings));

  app.put('/api/admin/settings/pricing', admin, async (request) => {
    requireOwner(request.admin);
    const { pricesIncludeGst } = readPricing(jsonBody(request));
    await settings.saveSetting(request.em, 'pricing', { pricesIncludeGst }, request.admin!.username, pricingSummary(pricesIncludeGst));
    return { message: 'Pricing saved. New quotes and invoices use it from now on.', ...(await pricingJson(settings)) };
  });

  app.get('/api/admin/settings/opening-hours', admin, async () => openingHoursJson(settings));

  app.put('/api/admin/settings/opening-hours', admin, async (request) => {
    requireOwner(request.admin);
    await saveOpeningHours(settings, request.em, jsonBody(request), request.admin!.username);
    return { message: 'Opening hours saved. Bookings follow them from now on.', ...(await openingHoursJson(settings)) };
  });

  app.get('/api/admin/settings/services', admin, async () => servicesJson(settings));

  app.put('/api/admin/settings/services', admin, async (request) => {
    requireOwner(request.admin);
    await saveServices(settings, request.em, jsonBody(request), request.admin!.username);
    return { message: 'Services saved. The site and the booking form offer them from now on.', ...(await servicesJson(settings)) };
  });

  app.get('/api/admin/settings/reviews', admin, async () => reviewsJson(settings));

  app.put('/api/admin/settings/reviews', admin, async (request) => {
    requireOwner(request.admin);
    await saveReviews(settings, request.em, jsonBody(request), request.admin!.username);
    return { message: 'Review link saved.', ...(await reviewsJson(settings)) };
  });
}
