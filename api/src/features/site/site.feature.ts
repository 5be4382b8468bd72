/** The public site's facts (business details, opening hours, services) for the web app; robots.txt, sitemap.xml, the manifest. */
import { defineFeature } from '../../feature.js';
import { siteOperations } from './site.operations.js';
import { SiteService } from './site.service.js';

declare module '../../services.js' {
  interface Services {
    site: SiteService;
  }
}

export const siteFeature = defineFeature({
  name: 'site',
  tables: [],
  services: ({ config, services }) => ({ site: new SiteService(config, () => services.settings.state()) }),
  operations: siteOperations,
});
