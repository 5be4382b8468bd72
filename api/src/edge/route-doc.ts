/**
 * The description of a REST route that is not an operation (a form another service posts, an
 * answer that is not JSON), declared beside the route so the API's description includes it.
 */
import type { JsonSchema } from '../shared/json-schema.js';
import type { Access } from './operation.js';

export interface RouteDoc {
  /** Its name for readers (the description's operationId). */
  readonly name: string;
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Fastify's form: `:id` for a path parameter. */
  readonly path: string;
  readonly description: string;
  readonly access: Access;
  /** What it reads: the body's media type and its schema. */
  readonly body?: { readonly type: string; readonly schema: JsonSchema };
  /** Each status it answers: what it means, its media type (JSON by default) and, for JSON or a form, its schema. */
  readonly answers: Readonly<Record<number, { readonly description: string; readonly type?: string; readonly schema?: JsonSchema }>>;
  /** A header the caller must send (e.g. a signature), with what it is. */
  readonly headers?: Readonly<Record<string, string>>;
}
