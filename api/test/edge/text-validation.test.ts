/**
 * Blank is not a value, a name may not hide formatting (text-direction controls, zero-width
 * characters), and text that is not Unicode is a 400 everywhere (REST and GraphQL), never a 500.
 */
import { describe, expect, it } from 'vitest';
import { type Admin, withAdminServer } from '../admin-session.js';
import { INVALID_TEXT_MESSAGE } from '../../src/shared/text.js';
import { appointmentRequest } from '../factories.js';
import type { TestServer } from '../harness.js';
import { appDocument } from '../app-documents.js';
import { invoiceRequest } from '../invoices/invoices-factory.js';
import { cardRequest } from '../jobcards/jobcards-factory.js';

let t: TestServer;
let admin: Admin;
withAdminServer((server, signedIn) => ((t = server), (admin = signedIn)), { smtp: false });

const BLANKS = ['   ', '\t\n', '\u200B', '\uFEFF', ' \u200D\u2060 ', '\u00A0'];
// The public forms' own operations (anonymous callers may run only the app's).
const BOOK = appDocument('BookAppointment').query;
const CONTACT = appDocument('SendContactMessage').query;
const contact = (o: Record<string, unknown> = {}) => ({ name: 'Zoë O’Brien', email: 'zoe@example.com', message: 'Do you fit tyres on Saturdays?', ...o });

async function storedCount(): Promise<number> {
  const conn = t.app.db.orm.em.getConnection();
  const [a] = await conn.execute('SELECT count(*)::int AS n FROM appointment');
  const [c] = await conn.execute('SELECT count(*)::int AS n FROM contact_query');
  return a.n + c.n;
}

describe('blank required text', () => {
  for (const field of ['fullName', 'phone', 'vehicleMake', 'vehicleModel', 'issueDescription']) {
    it(`booking ${field} made of whitespace or invisible characters is refused (REST and GraphQL)`, async () => {
      const before = await storedCount();
      for (const blank of BLANKS) {
        const rest = await t.rest('POST', '/api/appointments', appointmentRequest({ [field]: blank }));
        expect(rest.status, JSON.stringify(blank)).toBe(400);
        expect(rest.body.message).toMatch(/is required\.|valid phone/);
        const gql = await t.gql(BOOK, { input: appointmentRequest({ [field]: blank }) });
        expect(gql.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
      }
      expect(await storedCount()).toBe(before);
    });
  }

  for (const field of ['name', 'message']) {
    it(`contact ${field} made of whitespace or invisible characters is refused (REST and GraphQL)`, async () => {
      const before = await storedCount();
      for (const blank of BLANKS) {
        const rest = await t.rest('POST', '/api/contact', contact({ [field]: blank }));
        expect(rest.status).toBe(400);
        const gql = await t.gql(CONTACT, { input: contact({ [field]: blank }) });
        expect(gql.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
      }
      expect(await storedCount()).toBe(before);
    });
  }

  it('stores text trimmed of invisible characters at its ends', async () => {
    const res = await t.rest('POST', '/api/contact', contact({ name: '\uFEFF\u200BNguyễn Thị Ánh\u200B ' }));
    expect(res.status).toBe(201);
    const rows = await t.app.db.orm.em.getConnection().execute(`SELECT name FROM contact_query ORDER BY created_at DESC LIMIT 1`);
    expect(rows[0].name).toBe('Nguyễn Thị Ánh');
  });
});

describe('names hiding formatting', () => {
  // 'my name' typed reversed behind a right-to-left override reads 'my name' but is stored otherwise.
  const HIDDEN = ['\u202Eeman ym', 'Jo\u2066hn\u2069', '\u200FSam Lee', 'Ali\u061C Khan', 'Zoë\u200B O’Brien', 'Jo\u200Dhn'];
  const message = (label: string) => `${label} contains invisible formatting characters (such as text-direction or zero-width marks). Please type it again without them.`;

  it('are refused on booking and contact, REST and GraphQL, and nothing is stored', async () => {
    const before = await storedCount();
    for (const name of HIDDEN) {
      const booking = await t.rest('POST', '/api/appointments', appointmentRequest({ fullName: name }));
      expect(booking, JSON.stringify(name)).toMatchObject({ status: 400, body: { message: message('Full name') } });
      const viaGraphql = await t.gql(BOOK, { input: appointmentRequest({ fullName: name }) });
      expect(viaGraphql.errors?.[0]).toMatchObject({ message: message('Full name'), extensions: { code: 'BAD_USER_INPUT' } });
      expect(await t.rest('POST', '/api/contact', contact({ name }))).toMatchObject({ status: 400, body: { message: message('Name') } });
      expect((await t.gql(CONTACT, { input: contact({ name }) })).errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    }
    expect(await storedCount()).toBe(before);
  });

  it('are refused as the customer name of a job card or an invoice', async () => {
    for (const name of HIDDEN) {
      expect(await admin.rest('POST', '/api/admin/jobcards', cardRequest({ customerName: name }))).toMatchObject({ status: 400, body: { message: message('Customer name') } });
      expect(await admin.rest('POST', '/api/admin/generate-invoice', invoiceRequest({ customerName: name }))).toMatchObject({ status: 400, body: { message: message('Customer name') } });
    }
  });

  it('leave names in every script alone, joiners a script needs included', async () => {
    for (const name of ['Nguyễn Thị Ánh', 'علی\u200Cپور', 'Иван Петров', '山田 太郎', 'דוד כהן', 'क्\u200Dष शर्मा']) {
      const res = await t.rest('POST', '/api/contact', contact({ name }));
      expect(res.status, name).toBe(201);
      const [row] = await t.app.db.orm.em.getConnection().execute('SELECT name FROM contact_query WHERE _id = ?', [res.body._id]);
      expect(row.name).toBe(name);
    }
    expect((await admin.rest('POST', '/api/admin/jobcards', cardRequest({ customerName: 'علی\u200Cپور' }))).status).toBe(201);
  });
});

describe('text that is not Unicode', () => {
  const BAD = ['a\uD800b', '\uDC00', 'x\u0000y'];
  it('is a 400 on every public REST write, in any field, never a 500', async () => {
    for (const bad of BAD) {
      const cases: Array<[string, unknown]> = [
        ['/api/appointments', appointmentRequest({ email: `ab${bad}@example.com` })],
        ['/api/appointments', appointmentRequest({ registration: bad })],
        ['/api/contact', contact({ email: `zoe${bad}@example.com` })],
        ['/api/contact', contact({ [`key${bad}`]: 'x' })],
        ['/api/appointments/cancel', { id: bad, email: bad }],
        ['/api/admin/login', { username: bad, password: bad }],
      ];
      for (const [path, body] of cases) {
        const res = await t.rest('POST', path, body);
        expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
        expect(res.body.message).toBeTruthy();
        expect(res.body.code).toBe('BAD_USER_INPUT');
        expect(res.body.errors).toBeUndefined();
      }
    }
  });

  it('is a BAD_USER_INPUT error over GraphQL, in variables and in literals', async () => {
    for (const bad of BAD) {
      const viaVariables = await t.gql(CONTACT, { input: contact({ email: `zoe${bad}@example.com` }) });
      // Refused before Apollo reads the request, yet answered as GraphQL answers bad variables.
      expect(viaVariables.status).toBe(400);
      expect(viaVariables.errors).toEqual([{ message: INVALID_TEXT_MESSAGE, extensions: { code: 'BAD_USER_INPUT' } }]);
      // A literal is no app document: staff send it.
      const literal = `mutation { sendContactMessage(input: { name: "A\\u0000B", email: "a@example.com", message: "hi" }) { message } }`;
      const viaLiteral = await admin.gql(literal);
      expect(viaLiteral.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    }
  });

  it('/graphql answers a body it cannot read in GraphQL\'s shape, REST keeps its own', async () => {
    const post = async (route: string, body: string, contentType = 'application/json') => {
      const res = await fetch(t.url + route, { method: 'POST', headers: { 'content-type': contentType }, body });
      return { status: res.status, body: (await res.json()) as any };
    };
    const notJson = await post('/graphql', '{"query": "{ siteInfo { businessName } }"');
    expect(notJson.status).toBe(400);
    expect(notJson.body).toEqual({ errors: [{ message: 'The request body is not valid JSON.', extensions: { code: 'BAD_USER_INPUT' } }] });
    const escaped = await post('/graphql', '{"query": "{ siteInfo { businessName } }", "variables": {"x": "a\\ud800"}}');
    expect(escaped.body).toEqual({ errors: [{ message: INVALID_TEXT_MESSAGE, extensions: { code: 'BAD_USER_INPUT' } }] });
    const csv = await post('/graphql', 'a,b', 'text/csv');
    expect(csv.status).toBe(415);
    expect(csv.body.errors[0].extensions.code).toBe('BAD_REQUEST');
    expect(csv.body.errors[0].message).toBe('Unsupported content type: send JSON.');
    const huge = await post('/graphql', JSON.stringify({ query: '{ siteInfo { businessName } }', variables: { x: 'x'.repeat(1100 * 1024) } }));
    expect(huge.status).toBe(413);
    expect(huge.body.errors[0]).toEqual({ message: 'The request body is too large.', extensions: { code: 'BAD_REQUEST' } });

    const rest = await post('/api/contact', '{"name": ');
    expect(rest).toEqual({ status: 400, body: { message: 'The request body is not valid JSON.', code: 'BAD_USER_INPUT' } });
  });
});
