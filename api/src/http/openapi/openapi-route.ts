/** GET /api/openapi.json: the REST API's description (OpenAPI 3.1), made once from the declarations and kept. */
import type { FastifyInstance } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import type { Config } from '../../config.js';
import { features, operations } from '../../features/index.js';
import { openApiDocument } from './openapi-document.js';

const OPENAPI_PATH = '/api/openapi.json';

export function serveOpenApi(app: FastifyInstance, schema: GraphQLSchema, config: Config): void {
  let text: string | null = null;
  app.get(OPENAPI_PATH, async (_request, reply) => {
    text ??= JSON.stringify(openApiDocument({ features, operations, schema, publicUrl: config.publicUrl, version: '1.0.0' }));
    return reply.header('cache-control', 'public, max-age=300').type('application/json; charset=utf-8').send(text);
  });
}
