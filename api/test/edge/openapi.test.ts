/**
 * GET /api/openapi.json: the REST API's OpenAPI 3.1 description, made from the declarations. It is
 * public and cacheable, valid by an independent validator, and describes every REST route the
 * server registers (each with its id, its tag, who may call it and the refusals it may answer).
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.js';
import { ContractChecker } from '../openapi-contract.js';

let t: TestServer;
let doc: Record<string, any>;

beforeAll(async () => {
  t = await startTestServer({ smtp: false });
  const res = await fetch(`${t.url}/api/openapi.json`);
  doc = (await res.json()) as Record<string, any>;
});
afterAll(() => t?.close());

const operations = () =>
  Object.entries(doc.paths as Record<string, Record<string, any>>).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ path, method, op })));

describe('GET /api/openapi.json', () => {
  it('answers without signing in, cacheable for five minutes', async () => {
    const res = await fetch(`${t.url}/api/openapi.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(doc.openapi).toBe('3.1.0');
  });

  it('is a valid OpenAPI 3.1 document by an independent validator', async () => {
    const validator = new Validator();
    const result = await validator.validate(doc);
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 1)?.slice(0, 3000)).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('describes every REST route the server answers under /api and the public files, once each', () => {
    const described = new Set(operations().map(({ path, method }) => `${method.toUpperCase()} ${path}`));
    const registered = t.app.http.routes
      .filter((r) => r.url.startsWith('/api/') || ['/robots.txt', '/sitemap.xml', '/manifest.webmanifest'].includes(r.url))
      .map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`);
    expect(registered.filter((r) => !described.has(r))).toEqual([]);
    const ids = operations().map(({ op }) => op.operationId as string);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('says who may call each operation, and the refusals every call may answer', () => {
    const signedIn = new Set(t.app.http.routes.filter((r) => r.admin).map((r) => `${r.method.toLowerCase()} ${r.url.replace(/:(\w+)/g, '{$1}')}`));
    expect(signedIn.size).toBeGreaterThan(50);
    for (const { path, method, op } of operations()) {
      const where = `${method.toUpperCase()} ${path}`;
      expect(op.tags?.length, where).toBeGreaterThan(0);
      expect(Array.isArray(op.security), where).toBe(true);
      expect(op.responses['400'] ?? op.responses['403'], where).toBeDefined();
      if (signedIn.has(`${method} ${path}`)) {
        expect(op.security.length, `${where} needs a sign-in`).toBeGreaterThan(0);
        expect(op.responses['401'], where).toEqual({ $ref: '#/components/responses/Unauthorized' });
      } else expect(op.security, `${where} is public`).toEqual([]);
    }
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.components.securitySchemes.cookieAuth).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'workshop_session' });
    expect(doc.components.responses.TooManyRequests.headers['Retry-After']).toBeDefined();
    expect(doc.components.schemas.Error.required).toEqual(['message']);
  });

  it('derives parameters, bodies and answers from the declarations', () => {
    const card = doc.paths['/api/admin/jobcards/{id}'];
    expect(card.get.parameters).toContainEqual(expect.objectContaining({ name: 'id', in: 'path', required: true }));
    expect(card.get.responses['200'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/JobCard' });
    expect(doc.components.schemas.JobCard.required).toContain('revision');

    // A public booking: no sign-in, its body from the booking form's input class with its rules.
    const book = doc.paths['/api/appointments'].post;
    expect(book.security).toEqual([]);
    expect(book.responses['201']).toBeDefined();
    const input = doc.components.schemas[book.requestBody.content['application/json'].schema.$ref.split('/').pop()];
    expect(input.required).toEqual(expect.arrayContaining(['fullName', 'preferredDate', 'preferredTime']));
    expect(input.properties.fullName.maxLength).toBeGreaterThan(0);

    // An answer that is the GraphQL result as it is: the GraphQL type's fields.
    const cancel = doc.paths['/api/appointments/cancel'].post.responses['200'].content['application/json'].schema;
    expect(cancel.$ref).toMatch(/Cancellation$/);

    // A file: its media type.
    const csv = doc.paths['/api/admin/invoices/export/{format}'].get;
    expect(Object.keys(csv.responses['200'].content)).toEqual(['text/csv']);
    expect(csv.security).toContainEqual({ linkToken: [] });

    // A route that is not an operation, described beside it.
    expect(doc.paths['/api/sms/inbound'].post.requestBody.content['application/x-www-form-urlencoded']).toBeDefined();
  });

  it('gives examples its own schemas accept', () => {
    expect(doc.components.schemas.Appointment.example.reference).toMatch(/^[A-Z2-9]{8}$/);
    expect(new ContractChecker(doc).badExamples()).toEqual([]);
  });

  it('names the scope an API key needs on every staff operation it may call', () => {
    for (const { op } of operations()) {
      if (!op.security.length) continue;
      const scope = op['x-required-scope'];
      if (scope) expect(op.description).toContain(`needs the ${scope} scope`);
      else expect(op.description).toContain('API keys cannot call this');
    }
  });
});
