/**
 * A local stand-in for Xero, speaking its documented endpoints and JSON as the app calls them:
 * the login page's authorize (it consents at once and sends the browser back with a code), the
 * identity server's token endpoint (authorization code with PKCE S256 checked against the
 * challenge, refresh tokens that rotate: a spent one is refused), /connections, and the Accounting
 * API's Contacts, Invoices, Payments and CreditNotes (with allocations) for one tenant. A test can
 * make it answer a create late (after storing it, as a slow Xero would), answer 429 with
 * Retry-After, refuse the next call, or let access tokens run out.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const XERO_CLIENT_ID = 'STANDINCLIENTID0123456789ABCDEF0';
export const XERO_CLIENT_SECRET = 'standin-client-secret';
export const XERO_TENANT = { tenantId: '7b3c1e2a-0000-4000-8000-000000000001', tenantName: 'Truganina Auto Care Pty Ltd' };

interface Call {
  method: string;
  path: string;
  query: Record<string, string>;
  status: number;
  at: number;
  body: any;
}

type Doc = Record<string, any>;

interface XeroStandIn {
  url: string;
  /** Every Accounting API, connections and token call, in order. */
  calls: Call[];
  contacts: Doc[];
  invoices: Doc[];
  payments: Doc[];
  creditNotes: Doc[];
  /** Each code exchanged: whether its verifier matched the challenge sent to authorize. */
  exchanges: Array<{ pkce: boolean; basicAuth: boolean }>;
  /** Refresh grants accepted. */
  refreshes: number;
  /** The authorize requests' parameters. */
  authorizations: Array<Record<string, string>>;
  /** The next `method path` (e.g. 'PUT Invoices') is stored, then answered after `ms`. */
  delayNext(call: string, ms: number): void;
  /** The next `count` Accounting API calls answer 429 with Retry-After `seconds`. */
  throttleNext(count: number, seconds: number): void;
  /** The next `method path` answers 400 with a validation message. */
  refuseNext(call: string, message: string): void;
  /** Every access token given so far stops working (401, as Xero's expired tokens). */
  expireAccessTokens(): void;
  /** The organisations /connections answers (by default the one XERO_TENANT). */
  tenants: Array<{ tenantId: string; tenantName: string }>;
  /** A contact already in Xero (e.g. typed in by the bookkeeper). */
  addContact(contact: { Name: string; EmailAddress?: string }): Doc;
  close(): Promise<void>;
}

const read = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `Field=="value"` of a Xero where clause. */
function whereEquals(where: string | undefined): [string, string] | null {
  const match = where ? /^\s*(\w+)\s*==\s*"((?:[^"\\]|\\.)*)"\s*$/.exec(where) : null;
  return match ? [match[1]!, match[2]!.replace(/\\(.)/g, '$1')] : null;
}

const cents = (dollars: number) => Math.round(dollars * 100);

export async function startXeroStandIn(): Promise<XeroStandIn> {
  const codes = new Map<string, { challenge: string; redirectUri: string }>();
  const access = new Set<string>();
  const refresh = new Set<string>();
  const delays = new Map<string, number>();
  const refusals = new Map<string, string>();
  let throttle = { count: 0, seconds: 0 };

  const state: Omit<XeroStandIn, 'url' | 'close'> = {
    calls: [],
    contacts: [],
    invoices: [],
    payments: [],
    creditNotes: [],
    exchanges: [],
    refreshes: 0,
    authorizations: [],
    tenants: [XERO_TENANT],
    delayNext: (call, ms) => void delays.set(call, ms),
    throttleNext: (count, seconds) => void (throttle = { count, seconds }),
    refuseNext: (call, message) => void refusals.set(call, message),
    expireAccessTokens: () => access.clear(),
    addContact(contact) {
      const doc = { ContactID: randomUUID(), ContactStatus: 'ACTIVE', ...contact };
      state.contacts.push(doc);
      return doc;
    },
  };

  const tokens = (scope: string) => {
    const accessToken = `standin-access-${randomUUID()}`;
    const refreshToken = `standin-refresh-${randomUUID()}`;
    access.add(accessToken);
    refresh.add(refreshToken);
    return { access_token: accessToken, refresh_token: refreshToken, expires_in: 1800, token_type: 'Bearer', scope, id_token: 'standin.id.token' };
  };

  const send = (response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(body === undefined ? '' : JSON.stringify(body));
  };
  const validation = (message: string) => ({ ErrorNumber: 10, Type: 'ValidationException', Message: 'A validation exception occurred', Elements: [{ ValidationErrors: [{ Message: message }] }] });
  const ok = (key: string, list: Doc[]) => ({ Id: randomUUID(), Status: 'OK', ProviderName: 'Workshop', DateTimeUTC: `/Date(${Date.now()})/`, [key]: list });

  function accounting(method: string, parts: string[], query: Record<string, string>, body: any): [number, unknown] {
    const [collection, id, sub] = parts;
    const where = whereEquals(query.where);
    const filter = (list: Doc[]) => (where ? list.filter((d) => String(d[where[0]] ?? '').toLowerCase() === where[1].toLowerCase()) : list);
    if (collection === 'Contacts') {
      if (method === 'GET') return [200, ok('Contacts', filter(state.contacts))];
      if (method === 'PUT') {
        const made = (body.Contacts as Doc[]).map((c) => {
          if (state.contacts.some((d) => d.Name === c.Name)) throw validation(`The contact name ${c.Name} is already assigned to another contact. The contact name must be unique across all active contacts.`);
          return { ContactID: randomUUID(), ContactStatus: 'ACTIVE', ...c };
        });
        state.contacts.push(...made);
        return [200, ok('Contacts', made)];
      }
    }
    if (collection === 'Invoices') {
      if (method === 'GET') {
        const numbers = query.InvoiceNumbers ? query.InvoiceNumbers.split(',') : null;
        return [200, ok('Invoices', numbers ? state.invoices.filter((i) => numbers.includes(i.InvoiceNumber)) : filter(state.invoices))];
      }
      const total = (doc: Doc) => (doc.LineItems as Doc[]).reduce((sum, l) => sum + cents(l.LineAmount) + (doc.LineAmountTypes === 'Exclusive' ? cents(l.TaxAmount ?? 0) : 0), 0) / 100;
      if (method === 'PUT' && !id) {
        const made = (body.Invoices as Doc[]).map((i) => {
          if (!state.contacts.some((c) => c.ContactID === i.Contact?.ContactID)) throw validation('The contact could not be found.');
          return { InvoiceID: randomUUID(), ...i, Total: total(i), AmountDue: total(i), AmountPaid: 0, AmountCredited: 0 };
        });
        state.invoices.push(...made);
        return [200, ok('Invoices', made)];
      }
      if (method === 'POST' && id) {
        const invoice = state.invoices.find((i) => i.InvoiceID === id);
        if (!invoice) return [404, { Title: 'Not Found', Status: 404 }];
        const change = body.Invoices[0] as Doc;
        if (change.Status === 'VOIDED') {
          if (invoice.AmountPaid > 0) throw validation('Invoice not of valid status for modification: it has payments.');
          invoice.Status = 'VOIDED';
          return [200, ok('Invoices', [invoice])];
        }
        Object.assign(invoice, change, { Total: total(change) });
        invoice.AmountDue = invoice.Total - invoice.AmountPaid - invoice.AmountCredited;
        return [200, ok('Invoices', [invoice])];
      }
    }
    if (collection === 'Payments') {
      if (method === 'GET') return [200, ok('Payments', filter(state.payments))];
      if (method === 'PUT') {
        const made = (body.Payments as Doc[]).map((p) => {
          const invoice = state.invoices.find((i) => i.InvoiceID === p.Invoice?.InvoiceID);
          if (!invoice) throw validation('Invoice could not be found.');
          if (cents(p.Amount) > cents(invoice.AmountDue)) throw validation('Payment amount exceeds the amount outstanding on this document.');
          invoice.AmountPaid = (cents(invoice.AmountPaid) + cents(p.Amount)) / 100;
          invoice.AmountDue = (cents(invoice.AmountDue) - cents(p.Amount)) / 100;
          return { PaymentID: randomUUID(), Status: 'AUTHORISED', ...p };
        });
        state.payments.push(...made);
        return [200, ok('Payments', made)];
      }
      if (method === 'POST' && id) {
        const payment = state.payments.find((p) => p.PaymentID === id);
        if (!payment) return [404, { Title: 'Not Found', Status: 404 }];
        payment.Status = 'DELETED';
        return [200, ok('Payments', [payment])];
      }
    }
    if (collection === 'CreditNotes') {
      if (method === 'GET') return [200, ok('CreditNotes', filter(state.creditNotes))];
      if (method === 'PUT' && !id) {
        const made = (body.CreditNotes as Doc[]).map((c) => {
          const total = (c.LineItems as Doc[]).reduce((sum, l) => sum + cents(l.LineAmount) + (c.LineAmountTypes === 'Exclusive' ? cents(l.TaxAmount ?? 0) : 0), 0) / 100;
          return { CreditNoteID: randomUUID(), ...c, Total: total, RemainingCredit: total, Allocations: [] };
        });
        state.creditNotes.push(...made);
        return [200, ok('CreditNotes', made)];
      }
      if (method === 'PUT' && id && sub === 'Allocations') {
        const note = state.creditNotes.find((c) => c.CreditNoteID === id);
        if (!note) return [404, { Title: 'Not Found', Status: 404 }];
        for (const a of body.Allocations as Doc[]) {
          const invoice = state.invoices.find((i) => i.InvoiceID === a.Invoice?.InvoiceID);
          if (!invoice) throw validation('Invoice could not be found.');
          if (cents(a.Amount) > cents(note.RemainingCredit)) throw validation('The amount allocated exceeds the remaining credit.');
          note.RemainingCredit = (cents(note.RemainingCredit) - cents(a.Amount)) / 100;
          invoice.AmountCredited = (cents(invoice.AmountCredited) + cents(a.Amount)) / 100;
          invoice.AmountDue = (cents(invoice.AmountDue) - cents(a.Amount)) / 100;
          note.Allocations.push(a);
        }
        return [200, { Allocations: body.Allocations }];
      }
    }
    return [404, { Title: 'Not Found', Status: 404, Detail: `${method} ${parts.join('/')}` }];
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const query = Object.fromEntries(url.searchParams);
    const text = await read(request);
    const call: Call = { method: request.method ?? 'GET', path: url.pathname, query, status: 0, at: Date.now(), body: null };
    const answer = (status: number, body: unknown, headers?: Record<string, string>) => {
      call.status = status;
      send(response, status, body, headers);
    };

    if (url.pathname === '/identity/connect/authorize') {
      state.authorizations.push(query);
      const code = `standin-code-${randomUUID()}`;
      codes.set(code, { challenge: query.code_challenge ?? '', redirectUri: query.redirect_uri ?? '' });
      const back = new URL(query.redirect_uri!);
      back.search = new URLSearchParams({ code, state: query.state ?? '', scope: query.scope ?? '' }).toString();
      response.writeHead(302, { location: back.toString() });
      return void response.end();
    }

    state.calls.push(call);
    if (url.pathname === '/connect/token' && request.method === 'POST') {
      const form = Object.fromEntries(new URLSearchParams(text));
      call.body = form;
      const basic = request.headers.authorization === `Basic ${Buffer.from(`${XERO_CLIENT_ID}:${XERO_CLIENT_SECRET}`).toString('base64')}`;
      if (!basic) return answer(401, { error: 'invalid_client' });
      if (form.grant_type === 'authorization_code') {
        const given = codes.get(form.code ?? '');
        codes.delete(form.code ?? '');
        const pkce = Boolean(given && form.code_verifier && createHash('sha256').update(form.code_verifier).digest('base64url') === given.challenge);
        state.exchanges.push({ pkce, basicAuth: basic });
        if (!given || !pkce || given.redirectUri !== form.redirect_uri) return answer(400, { error: 'invalid_grant' });
        return answer(200, tokens('openid profile email accounting.transactions accounting.contacts offline_access'));
      }
      if (form.grant_type === 'refresh_token') {
        // Rotation: a refresh token is spent by its use.
        if (!refresh.delete(form.refresh_token ?? '')) return answer(400, { error: 'invalid_grant' });
        state.refreshes++;
        return answer(200, tokens('accounting.transactions accounting.contacts offline_access'));
      }
      return answer(400, { error: 'unsupported_grant_type' });
    }
    if (url.pathname === '/connect/revocation') {
      refresh.delete(new URLSearchParams(text).get('token') ?? '');
      return answer(200, undefined);
    }

    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!bearer || !access.has(bearer)) return answer(401, { Type: null, Title: 'Unauthorized', Status: 401, Detail: 'TokenExpired: token expired at 12/07/2026 02:00:00' });
    if (url.pathname === '/connections') {
      const at = new Date().toISOString();
      return answer(200, state.tenants.map((t) => ({ id: randomUUID(), authEventId: randomUUID(), ...t, tenantType: 'ORGANISATION', createdDateUtc: at, updatedDateUtc: at })));
    }
    if (!url.pathname.startsWith('/api.xro/2.0/')) return answer(404, { Title: 'Not Found' });
    if (!state.tenants.some((t) => t.tenantId === request.headers['xero-tenant-id'])) return answer(403, { Title: 'Forbidden', Detail: 'AuthenticationUnsuccessful' });
    if (throttle.count > 0) {
      throttle.count--;
      return answer(429, { Title: 'Too Many Requests' }, { 'retry-after': String(throttle.seconds), 'x-rate-limit-problem': 'minute' });
    }
    const parts = url.pathname.slice('/api.xro/2.0/'.length).split('/').filter(Boolean);
    const key = `${call.method} ${parts[0]}`;
    call.body = text ? JSON.parse(text) : null;
    const refused = refusals.get(key);
    if (refused) {
      refusals.delete(key);
      return answer(400, validation(refused));
    }
    let result: [number, unknown];
    try {
      result = accounting(call.method, parts, query, call.body);
    } catch (err) {
      result = [400, err];
    }
    const delay = delays.get(key);
    if (delay && call.method !== 'GET') {
      delays.delete(key);
      await sleep(delay);
      if (response.destroyed || request.destroyed) return void (call.status = result[0]);
    }
    answer(result[0], result[1]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // One object, read live by the test (its arrays and counters move as calls come in).
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
