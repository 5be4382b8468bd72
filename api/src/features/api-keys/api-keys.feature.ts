/** API keys for integrations: owners make them with scopes; a key authenticates REST and GraphQL within them. */
import { defineFeature } from '../../feature.js';
import { auditActions } from '../../platform/audit/audit-actions.js';
import { ApiKey } from './api-key.entity.js';
import { apiKeyOperations } from './api-keys.operations.js';
import { ApiKeysService } from './api-keys.service.js';
import { Migration20261223000000 } from './migrations/Migration20261223000000.js';

declare module '../../services.js' {
  interface Services {
    apiKeys: ApiKeysService;
  }
}

declare module '../../shared/pubsub.js' {
  interface Events {
    /** An API key was revoked: every instance forgets it at once. */
    'api-key.revoked': { id: string };
  }
}

export const apiKeysFeature = defineFeature({
  name: 'api-keys',
  auditActions: auditActions('api_key', {
    'api_key.created': 'API key made',
    'api_key.revoked': 'API key revoked',
  }),
  entities: [ApiKey],
  tables: ['api_key'],
  migrations: [Migration20261223000000],
  services: ({ config, clock, changes, pubsub, em, services }) => {
    const apiKeys = new ApiKeysService({ clock, changes, pubsub, em, timeZone: config.timeZone, perMinute: config.apiKeyRateLimit });
    services.auth.acceptApiKeys((token) => apiKeys.verify(token));
    return { apiKeys };
  },
  operations: apiKeyOperations,
  ready: ({ services }, log) => void (services.apiKeys.uses.log = log),
  close: (services) => services.apiKeys.uses.close(),
});
