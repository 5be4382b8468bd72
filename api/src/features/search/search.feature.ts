/** The admin's one search box (and Ctrl+K): customers, vehicles, invoices, job cards, appointments. */
import { defineFeature } from '../../feature.js';
import { SearchResolver } from './search.resolver.js';
import { searchRoutes } from './search.routes.js';
import { SearchService } from './search.service.js';

declare module '../../services.js' {
  interface Services {
    search: SearchService;
  }
}

export const searchFeature = defineFeature({
  name: 'search',
  tables: [],
  services: ({ services }) => ({ search: new SearchService(services.customers) }),
  resolvers: [{ type: SearchResolver, create: ({ services }) => new SearchResolver(services.search) }],
  routes: (app, { services }) => searchRoutes(app, services.search),
});
