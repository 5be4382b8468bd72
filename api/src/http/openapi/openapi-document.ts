/**
 * The OpenAPI 3.1 description of the REST API, made from the declarations: every operation with a
 * REST route (its path, parameters, body from its input classes, answer from its presenter's
 * schema or its GraphQL type, who may call it) and the routes features describe beside them.
 */
import type { GraphQLField, GraphQLSchema } from 'graphql';
import { messageSchema, type JsonSchema } from '../../shared/json-schema.js';
import { isStaffOnly, type Access, type ArgSpec, type Operation } from '../../edge/operation.js';
import type { RouteDoc } from '../../edge/route-doc.js';
import type { Feature } from '../../feature.js';
import { errorComponents, errorResponses, securitySchemes } from './openapi-errors.js';
import { isNonNullType, SchemaMaker } from './schema-maker.js';

type Mutable = Record<string, unknown>;
type OpenApiDocument = Record<string, unknown> & { paths: Record<string, Record<string, Mutable>> };

/** What the description says where a presenter has not declared its answer's schema yet. */
const UNDESCRIBED = 'x-answer-undescribed';

/** The path in OpenAPI's form: `/api/admin/jobcards/{id}`. */
function openApiPath(path: string): string {
  return path.replace(/:(\w+)/g, '{$1}');
}

const ACCESS_WORDS: Record<Access, string> = {
  public: 'Anyone may call this.',
  'public-write': 'Anyone may call this; it counts against the public write limit per address.',
  floor: 'Any signed-in member of staff (technicians too).',
  staff: 'Owners and service advisers.',
  owner: 'Owners only.',
  'mfa-setup': 'A signed-in member of staff, also while two-factor sign-in still has to be set up.',
};

function security(access: Access, method: string, queryToken: boolean): Mutable[] {
  if (!isStaffOnly(access)) return [];
  const cookie = method === 'GET' ? { cookieAuth: [] } : { cookieAuth: [], csrfToken: [] };
  return [{ bearerAuth: [] }, cookie, ...(queryToken ? [{ linkToken: [] }] : [])];
}

/** The first sentence, for the summary. */
function summaryOf(description: string): string {
  const first = /^(.+?[.!?])(\s|$)/.exec(description)?.[1] ?? description;
  return first.length <= 120 ? first : `${first.slice(0, 117)}…`;
}

interface Built {
  document: OpenApiDocument;
  maker: SchemaMaker;
}

interface OpenApiSource {
  features: readonly Feature[];
  /** Every operation, as the server registers them (with their API areas). */
  operations: readonly Operation[];
  schema: GraphQLSchema;
  publicUrl: string;
  version: string;
}

export function openApiDocument(source: OpenApiSource): OpenApiDocument {
  const built: Built = {
    document: {
      openapi: '3.1.0',
      info: {
        title: 'Workshop REST API',
        version: source.version,
        description:
          'The REST face of the workshop’s API; the same calls are GraphQL fields at /graphql. Days are yyyy-MM-dd and times HH:mm in the workshop’s time zone; instants are ISO 8601; amounts in cents unless a field says dollars.',
      },
      servers: [{ url: source.publicUrl }],
      paths: {},
    },
    maker: new SchemaMaker(source.schema),
  };
  const tagOf = new Map<Operation, string>();
  for (const feature of source.features) for (const o of feature.operations ?? []) tagOf.set(o, feature.name);
  const tagByName = new Map([...tagOf].map(([o, tag]) => [o.name, tag]));
  // Presenters' named schemas first: they keep their names, and a GraphQL type of the same name gives way.
  for (const operation of source.operations) if (operation.rest?.answer) built.maker.declared(operation.rest.answer);
  for (const operation of source.operations) {
    if (operation.rest) addOperation(built, operation, tagOf.get(operation) ?? tagByName.get(operation.name) ?? 'api', fieldOf(source.schema, operation));
  }
  for (const feature of source.features) for (const route of feature.routeDocs ?? []) addRoute(built, route, feature.name);
  addRoute(built, openApiRoute, 'api');
  const tags = [...new Set(Object.values(built.document.paths).flatMap((p) => Object.values(p).flatMap((o) => o.tags as string[])))].sort();
  built.document.tags = tags.map((name) => ({ name }));
  built.document.components = { schemas: { ...built.maker.components, ...errorComponents.schemas }, responses: errorComponents.responses, securitySchemes };
  return built.document;
}

/** The description's own route. */
const openApiRoute: RouteDoc = {
  name: 'openApiDocument',
  method: 'GET',
  path: '/api/openapi.json',
  description: 'This description of the REST API (OpenAPI 3.1).',
  access: 'public',
  answers: { 200: { description: 'The OpenAPI document.', schema: { type: 'object', required: ['openapi', 'paths'] } } },
};

function fieldOf(schema: GraphQLSchema, operation: Operation): GraphQLField<unknown, unknown> | undefined {
  if (operation.only === 'rest') return undefined;
  const root = operation.kind === 'query' ? schema.getQueryType() : schema.getMutationType();
  return root?.getFields()[operation.name];
}

function place(built: Built, method: string, path: string, entry: Mutable): void {
  const at = (built.document.paths[openApiPath(path)] ??= {});
  const key = method.toLowerCase();
  if (at[key]) throw new Error(`${method} ${path} is described twice.`);
  at[key] = entry;
}

/** Path parameters, each read by its argument's kind where an argument has its name. */
function pathParameters(path: string, args: Record<string, ArgSpec>, maker: SchemaMaker, field?: GraphQLField<unknown, unknown>): Mutable[] {
  return [...path.matchAll(/:(\w+)/g)].map(([, name]) => {
    const arg = field?.args.find((a) => a.name === name);
    const schema = arg && !args[name]?.input ? maker.input(arg.type) : { type: 'string' };
    const required = { ...schema, type: Array.isArray(schema.type) ? (schema.type as string[]).filter((t) => t !== 'null')[0] : schema.type };
    return { name, in: 'path', required: true, schema: required, ...(arg?.description ? { description: arg.description } : {}) };
  });
}

/** A GET's or DELETE's query string: an input class's fields, a page's `limit` and `cursor`, other arguments by name. */
function queryParameters(operation: Operation, maker: SchemaMaker, field?: GraphQLField<unknown, unknown>): Mutable[] {
  const inPath = new Set([...operation.rest!.path.matchAll(/:(\w+)/g)].map((m) => m[1]));
  const out: Mutable[] = [];
  for (const [name, spec] of Object.entries(operation.args)) {
    if (inPath.has(name)) continue;
    // A route reading its own arguments, with no GraphQL field to name them: only its input classes and pages are known.
    if (!field && operation.rest!.args && !spec.input && !spec.flat) continue;
    if (spec.input) {
      const ref = maker.inputClass(spec.input);
      const target = maker.components[String(ref.$ref ?? '').split('/').pop() ?? ''] as Mutable | undefined;
      const properties = (target?.properties ?? {}) as Record<string, JsonSchema>;
      const required = (target?.required ?? []) as string[];
      for (const [key, schema] of Object.entries(properties)) out.push({ name: key, in: 'query', required: required.includes(key) && !spec.nullable, schema });
    } else if (spec.flat) {
      out.push({ name: 'limit', in: 'query', required: false, schema: { type: 'string', pattern: '^\\d+$' }, description: 'How many to answer at most.' });
      out.push({ name: 'cursor', in: 'query', required: false, schema: { type: 'string' }, description: 'The next cursor of the page before (its Link header names the next page).' });
    } else {
      const arg = field?.args.find((a) => a.name === name);
      const schema = arg ? maker.input(arg.type) : { type: 'string' };
      out.push({ name, in: 'query', required: Boolean(arg && isNonNullType(arg.type)), schema, ...(spec.description ? { description: spec.description } : {}) });
    }
  }
  return out;
}

function declaredQuery(query: NonNullable<NonNullable<Operation['rest']>['query']>, maker: SchemaMaker): Mutable[] {
  return Object.entries(query).map(([name, q]) => ({ name, in: 'query', required: q.required ?? false, schema: maker.declared(q.schema), ...(q.description ? { description: q.description } : {}) }));
}

/** A POST's, PUT's or PATCH's JSON body: an input class, or the other arguments as its properties. */
function requestBody(operation: Operation, maker: SchemaMaker, field?: GraphQLField<unknown, unknown>): Mutable | undefined {
  const inPath = new Set([...operation.rest!.path.matchAll(/:(\w+)/g)].map((m) => m[1]));
  const args = Object.entries(operation.args).filter(([name, spec]) => !inPath.has(name) && !spec.flat && (field || !operation.rest!.args || spec.input));
  if (args.length === 0) return undefined;
  const inputs = args.filter(([, spec]) => spec.input);
  let schema: JsonSchema;
  if (inputs.length === 1 && args.length === 1) schema = maker.inputClass(inputs[0][1].input!);
  else {
    const properties: Mutable = {};
    const required: string[] = [];
    for (const [name, spec] of args) {
      const arg = field?.args.find((a) => a.name === name);
      properties[name] = spec.input ? maker.inputClass(spec.input) : arg ? maker.input(arg.type) : {};
      if (arg && isNonNullType(arg.type)) required.push(name);
    }
    schema = { type: 'object', properties, ...(required.length ? { required } : {}) };
  }
  return { required: args.some(([name]) => field?.args.find((a) => a.name === name && isNonNullType(a.type))), content: { 'application/json': { schema } } };
}

/** The success answer's content: the presenter's declared schema, the GraphQL type, or a file. */
function successContent(operation: Operation, maker: SchemaMaker, field?: GraphQLField<unknown, unknown>): Mutable {
  const rest = operation.rest!;
  if (rest.produces) return { [rest.produces]: { schema: /json/.test(rest.produces) ? { type: 'object' } : { type: 'string', contentMediaType: rest.produces } } };
  if (rest.answer) return { 'application/json': { schema: maker.declared(rest.answer) } };
  if (!rest.present && field && !operation.graphql) return { 'application/json': { schema: maker.output(field.type, !isNonNullType(field.type)) } };
  return { 'application/json': { schema: { [UNDESCRIBED]: true } } };
}

function addOperation(built: Built, operation: Operation, tag: string, field?: GraphQLField<unknown, unknown>): void {
  const rest = operation.rest!;
  const { maker } = built;
  const queryToken = (rest.config as { admin?: unknown } | undefined)?.admin === 'query-token';
  const area = (operation as { apiArea?: string | null }).apiArea;
  const scope = area ? `${area}:${operation.kind === 'query' ? 'read' : 'write'}` : null;
  const accessWords = [ACCESS_WORDS[operation.access], isStaffOnly(operation.access) ? (scope ? `An API key needs the ${scope} scope.` : 'API keys cannot call this.') : '']
    .filter(Boolean)
    .join(' ');
  const bodyless = rest.method === 'GET' || rest.method === 'DELETE';
  const status = rest.status ?? 200;
  const entry: Mutable = {
    operationId: operation.name,
    summary: summaryOf(operation.description || operation.name),
    description: `${operation.description}\n\n${accessWords}`.trim(),
    tags: [tag],
    parameters: [...pathParameters(rest.path, operation.args, maker, field), ...(rest.query ? declaredQuery(rest.query, maker) : bodyless ? queryParameters(operation, maker, field) : [])],
    ...(bodyless ? {} : withBody(rest.consumes ? declaredBody(rest.consumes, maker) : requestBody(operation, maker, field))),
    responses: {
      [status]: status >= 300 && status < 400 ? redirect('Where to go next.') : { description: status === 201 ? 'Created.' : 'Done.', content: successContent(operation, maker, field) },
      ...otherAnswers(operation, maker, field),
      ...errorResponses(),
    },
    security: security(operation.access, rest.method, queryToken),
    ...(scope && isStaffOnly(operation.access) ? { 'x-required-scope': scope } : {}),
  };
  place(built, rest.method, rest.path, entry);
}

/** The other statuses an operation answers when it works: a redirect has no body, others the same as its success. */
function otherAnswers(operation: Operation, maker: SchemaMaker, field?: GraphQLField<unknown, unknown>): Mutable {
  const out: Mutable = {};
  for (const [status, description] of Object.entries(operation.rest!.otherAnswers ?? {})) {
    const code = Number(status);
    out[status] = code >= 300 && code < 400 ? redirect(description) : { description, content: successContent(operation, maker, field) };
  }
  return out;
}

function declaredBody(consumes: Readonly<Record<string, JsonSchema>>, maker: SchemaMaker): Mutable {
  return { required: true, content: Object.fromEntries(Object.entries(consumes).map(([type, schema]) => [type, { schema: maker.declared(schema) }])) };
}

function redirect(description: string): Mutable {
  return { description, headers: { Location: { schema: { type: 'string' }, description: 'Where to go.' } } };
}

function withBody(body: Mutable | undefined): Mutable {
  return body ? { requestBody: body } : {};
}

function addRoute(built: Built, route: RouteDoc, tag: string): void {
  const responses: Mutable = {};
  for (const [status, answer] of Object.entries(route.answers)) {
    const type = answer.type ?? 'application/json';
    const schema = answer.schema ? built.maker.declared(answer.schema) : type.startsWith('application/json') ? built.maker.declared(messageSchema) : { type: 'string' };
    responses[status] = { description: answer.description, ...(Number(status) === 204 ? {} : { content: { [type]: { schema } } }) };
  }
  const headers = Object.entries(route.headers ?? {}).map(([name, description]) => ({ name, in: 'header', required: true, schema: { type: 'string' }, description }));
  place(built, route.method, route.path, {
    operationId: route.name,
    summary: summaryOf(route.description),
    description: `${route.description}\n\n${ACCESS_WORDS[route.access]}`,
    tags: [tag],
    parameters: [...[...route.path.matchAll(/:(\w+)/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: { type: 'string' } })), ...headers],
    ...(route.body ? { requestBody: { required: true, content: { [route.body.type]: { schema: built.maker.declared(route.body.schema) } } } } : {}),
    responses: { ...errorResponses(), ...responses },
    security: security(route.access, route.method, false),
  });
}
