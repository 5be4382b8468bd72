/** The settings' REST paths (admin; saving them: owners). */
import type { FastifyInstance } from 'fastify';
import { requireOwner } from '../../edge/admin.js';
import { jsonBody } from '../../edge/validate.js';
import { readBusinessSettings } from './settings.inputs.js';
import type { SettingsService } from './settings.service.js';
import { businessSettingsJson } from './settings.types.js';
import { pricingJson, pricingSummary, readPricing } from './pricing-setting.js';

const admin = { config: { admin: true as const } };

export function settingsRoutes(app: FastifyInstance, settings: SettingsService): void {
  app.get('/api/admin/settings', admin, async () => ({ business: businessSettingsJson(await settings.state()) }));

  app.put('/api/admin/settings/business', admin, async (request) => {
    requireOwner(request.admin);
    const state = await settings.save(request.em, readBusinessSettings(jsonBody(request)), request.admin!.username);
    return { message: 'Business details saved. New documents and emails use them from now on.', business: businessSettingsJson(state) };
  });

  app.get('/api/admin/settings/pricing', admin, async () => pricingJson(settings));

  app.put('/api/admin/settings/pricing', admin, async (request) => {
    requireOwner(request.admin);
    const { pricesIncludeGst } = readPricing(jsonBody(request));
    await settings.saveSetting(request.em, 'pricing', { pricesIncludeGst }, request.admin!.username, pricingSummary(pricesIncludeGst));
    return { message: 'Pricing saved. New quotes and invoices use it from now on.', ...(await pricingJson(settings)) };
  });
}
