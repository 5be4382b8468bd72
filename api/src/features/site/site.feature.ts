/** The public site's facts (business details, opening hours, services) for the web app. */
import { defineFeature } from '../../feature.js';
import { SiteResolver } from './site.resolver.js';
import { siteRoutes } from './site.routes.js';

export const siteFeature = defineFeature({
  name: 'site',
  tables: [],
  resolvers: [{ type: SiteResolver, create: ({ config, services }) => new SiteResolver(config, () => services.settings.state()) }],
  routes: (app, { config }) => siteRoutes(app, config),
});
