/** The admin's one search box (and Ctrl+K): customers, vehicles, invoices, job cards, appointments. */
import { defineFeature } from '../../feature.js';
import { searchOperations } from './search.operations.js';
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
  operations: searchOperations,
});
