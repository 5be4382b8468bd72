/** GET /api/health: the database answers. */
import { defineFeature } from '../../feature.js';
import { healthRoutes } from './health.routes.js';

export const healthFeature = defineFeature({
  name: 'health',
  tables: [],
  routes: (app, { db }) => healthRoutes(app, db),
});
