/**
 * The REST routes of operations that have one: the route's access from the declaration (an admin
 * path must be staff-only, and the server refuses to start otherwise), the arguments read from the
 * path, the query string and the body and validated by the same input classes as GraphQL's, the
 * service call, and the JSON the declaration presents with its status.
 */
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { getMetadataStorage } from 'type-graphql';
import type { Services } from '../services.js';
import { requireOffice, requireOwner } from './admin.js';
import { apiScopeOf, isStaffOnly, type ArgSpec, type Call, type Http, type Operation } from './operation.js';
import { queryValue } from './rest-args.js';
import { jsonBody, validateBody } from './validate.js';

/** The call as REST has it (with the reply: its cookies). */
function restCall(request: FastifyRequest, services: Services, reply?: FastifyReply): Call {
  return {
    em: request.em,
    services,
    caller: request.admin,
    ip: request.ip,
    userAgent: String(request.headers['user-agent'] ?? ''),
    requestId: String(request.id),
    ...(reply && { cookies: { header: String(request.headers.cookie ?? ''), https: request.protocol === 'https', set: (cookie: string) => void reply.header('set-cookie', cookie) } }),
  };
}

/** The names of an input class's fields (its own and those it inherits). */
function inputFields(type: Function): string[] {
  const fields = getMetadataStorage().fields;
  const names: string[] = [];
  for (let t: Function | null = type; t && t !== Object && t !== Function.prototype; t = Object.getPrototypeOf(t) as Function | null) {
    for (const f of fields) if (f.target === t && !names.includes(f.name)) names.push(f.name);
  }
  return names;
}

async function readArg(spec: ArgSpec, name: string, http: Http, bodyFirst: boolean): Promise<unknown> {
  const { request } = http;
  const params = (request.params ?? {}) as Record<string, unknown>;
  const query = (request.query ?? {}) as Record<string, unknown>;
  if (spec.input) {
    const source = bodyFirst ? jsonBody(request) : Object.fromEntries(Object.keys(query).map((k) => [k, queryValue(http, k)]));
    return validateBody(spec.input as new () => object, source, inputFields(spec.input) as never[]);
  }
  if (spec.flat) throw new Error(`${name}: a flat argument needs the route's own args()`);
  const raw = name in params ? params[name] : bodyFirst ? jsonBody(request)[name] : queryValue(http, name);
  return spec.read ? spec.read(raw, name) : raw;
}

/** The arguments as the declaration names them, read from the request. */
async function readArgs(operation: Operation, http: Http): Promise<Record<string, unknown>> {
  const bodyFirst = !['GET', 'DELETE'].includes(operation.rest!.method);
  const values: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(operation.args)) values[name] = await readArg(spec, name, http, bodyFirst);
  return values;
}

function routeConfig(operation: Operation, services: Services): FastifyContextConfig {
  const config: FastifyContextConfig = { ...operation.rest!.config };
  const document = operation.rest!.document;
  if (document) config.document = (request) => document(request, services);
  if (isStaffOnly(operation.access) && !config.admin) config.admin = true;
  if (isStaffOnly(operation.access)) config.apiScope = apiScopeOf(operation);
  if (operation.access === 'mfa-setup') config.mfaSetup = true;
  if (operation.access === 'public-write') (config as { publicWrite?: boolean }).publicWrite = true;
  return config;
}

/** Registers the REST route of every operation that has one. */
export function operationRoutes(app: FastifyInstance, operations: readonly Operation[], services: Services): void {
  for (const operation of operations) {
    const rest = operation.rest;
    if (!rest) continue;
    const route: RouteOptions = {
      method: rest.method,
      url: rest.path,
      config: routeConfig(operation, services),
      ...(rest.bodyLimit ? { bodyLimit: rest.bodyLimit } : {}),
      handler: async (request, reply) => {
        const http = { request, reply };
        if (operation.access === 'owner') requireOwner(request.admin);
        else if (operation.access === 'staff') requireOffice(request.admin);
        const values = rest.args ? await rest.args(http) : await readArgs(operation, http);
        const result = await operation.run(restCall(request, services, reply), values as never);
        if (rest.status) reply.code(rest.status);
        return rest.present ? rest.present(result, http) : result;
      },
    };
    if (!rest.scope) app.route(route);
    else
      app.register(async (scope) => {
        rest.scope!(scope);
        scope.route(route);
      });
  }
}
