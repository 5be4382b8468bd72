/** GET /api/health: the database answers. */
import { defineFeature } from '../../feature.js';
import { healthOperations } from './health.operations.js';
import { HealthService } from './health.service.js';

declare module '../../services.js' {
  interface Services {
    health: HealthService;
  }
}

export const healthFeature = defineFeature({
  name: 'health',
  tables: [],
  services: ({ db }) => ({ health: new HealthService(db) }),
  operations: healthOperations,
});
