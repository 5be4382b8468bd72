/**
 * The Xero sync against a local stand-in of Xero's documented endpoints: connecting (PKCE checked
 * by the stand-in, the state single-use, tokens sealed at rest), an invoice and its payment pushed
 * once with the invoice's figures, a Xero contact with the customer's email reused (kept for their
 * next invoice, and through a merge), a create that timed out not sent twice, Xero's 429 waited out
 * for its Retry-After, an expired access token refreshed (the rotated refresh token stored), a
 * refusal listed with Xero's reason until Retry sends it, a voided invoice credited in Xero and a
 * deleted one voided there, nothing queued once disconnected, and the owner choosing among several
 * organisations.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { withAdminServer, type Admin } from '../admin-session.js';
import type { TestServer } from '../harness.js';
import { createInvoice, invoiceLines } from '../invoices/invoices-factory.js';
import { waitFor } from '../wait-for.js';
import { startXeroStandIn, XERO_CLIENT_ID, XERO_CLIENT_SECRET, XERO_TENANT } from './xero-stand-in.js';

const xero = await startXeroStandIn();
afterAll(() => xero.close());

let t: TestServer;
let admin: Admin;
withAdminServer(
  (server, signedIn) => {
    t = server;
    admin = signedIn;
  },
  {
    env: {
      XERO_CLIENT_ID,
      XERO_CLIENT_SECRET,
      XERO_LOGIN_URL: xero.url,
      XERO_IDENTITY_URL: xero.url,
      XERO_API_URL: xero.url,
      XERO_TIMEOUT_MS: '1500',
    },
  },
);

const sql = <T = Record<string, any>>(text: string, params: unknown[] = []) => t.app.db.orm.em.fork().getConnection().execute<T[]>(text, params);
const state = async () => (await admin.rest('GET', '/api/admin/integrations/xero')).body;
const syncOf = async (invoiceNumber: string) => (await sql(`SELECT * FROM xero_sync WHERE kind = 'invoice' AND invoice_number = ?`, [invoiceNumber]))[0];
const inXero = (invoiceNumber: string) => xero.invoices.filter((i) => i.InvoiceNumber === invoiceNumber);
const callsTo = (method: string, collection: string) => xero.calls.filter((c) => c.method === method && c.path === `/api.xro/2.0/${collection}`);

/** The invoice's sync as the admin's invoice view reads it. */
async function xeroSyncField(invoiceNumber: string) {
  const res = await admin.gql(`query ($n: String!) { invoice(invoiceNumber: $n) { xeroSync { state error syncedAt } } }`, { n: invoiceNumber });
  expect(res.errors).toBeUndefined();
  return res.data.invoice.xeroSync;
}

async function sent(invoiceNumber: string) {
  await waitFor(async () => (await syncOf(invoiceNumber))?.state === 'sent', { what: `${invoiceNumber} sent to Xero` });
}

describe('connecting Xero', () => {
  it('sends the owner to Xero with PKCE; the callback exchanges the code (verifier checked), picks the one organisation and keeps the tokens sealed', async () => {
    expect(await state()).toMatchObject({ configured: true, appSource: 'environment', connected: false, queued: 0, failed: 0 });
    // Before connecting, an invoice is not queued.
    const before = await createInvoice(admin, { customerEmail: 'before.xero@example.com' });

    const connect = await admin.rest('POST', '/api/admin/integrations/xero/connect');
    expect(connect.status).toBe(200);
    const authorize = new URL(connect.body.url);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${xero.url}/identity/connect/authorize`);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: XERO_CLIENT_ID,
      redirect_uri: 'http://workshop.test/api/integrations/xero/callback',
      scope: 'openid profile email accounting.transactions accounting.contacts offline_access',
      code_challenge_method: 'S256',
    });
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Xero's page consents and sends the browser back to the app with a code.
    const consent = await fetch(authorize, { redirect: 'manual' });
    expect(consent.status).toBe(302);
    const back = new URL(consent.headers.get('location')!);
    expect(back.pathname).toBe('/api/integrations/xero/callback');
    const callback = await fetch(`${t.url}${back.pathname}${back.search}`, { redirect: 'manual' });
    expect(callback.status).toBe(303);
    expect(callback.headers.get('location')).toBe('/admin/settings/integrations?xero=connected');
    expect(xero.exchanges).toEqual([{ pkce: true, basicAuth: true }]);

    // The state is single-use: the same return again is refused, and nothing is exchanged.
    const replay = await fetch(`${t.url}${back.pathname}${back.search}`, { redirect: 'manual' });
    expect(replay.headers.get('location')).toMatch(/^\/admin\/settings\/integrations\?xero=error&reason=/);
    expect(xero.exchanges).toHaveLength(1);

    expect(await state()).toMatchObject({ connected: true, tenantName: XERO_TENANT.tenantName, connectedBy: 'admin', tenantChoices: [] });
    const [row] = await sql(`SELECT tokens_sealed FROM xero_connection`);
    expect(row!.tokens_sealed).toMatch(/^v1:/);
    expect(row!.tokens_sealed).not.toContain('standin-');
    const audit = await admin.rest('GET', '/api/admin/audit?entityType=settings&entityId=xero');
    expect(JSON.stringify(audit.body)).toContain(`Xero connected to ${XERO_TENANT.tenantName}`);
    expect(await xeroSyncField(before.invoiceNumber)).toBeNull();
  });
});

describe('pushing documents', () => {
  it('pushes an invoice and its payment once each, with its contact, lines and GST', async () => {
    const invoice = await createInvoice(admin, {
      customerEmail: 'first.xero@example.com',
      customerName: 'Frances Xero',
      carRego: 'XRO 001',
      invoiceItems: invoiceLines(['Front brake pads', 1, 129.95], ['Labour', 1.5, 110]),
    });
    await sent(invoice.invoiceNumber);
    const [pushed] = inXero(invoice.invoiceNumber);
    expect(pushed).toMatchObject({
      Type: 'ACCREC',
      Status: 'AUTHORISED',
      Reference: 'Rego XRO 001',
      LineAmountTypes: 'Exclusive',
      CurrencyCode: 'AUD',
      Total: invoice.totalAmount,
      LineItems: [
        { Description: 'Front brake pads', Quantity: 1, UnitAmount: 129.95, LineAmount: 129.95, AccountCode: '200', TaxType: 'OUTPUT' },
        { Description: 'Labour', Quantity: 1.5, UnitAmount: 110, LineAmount: 165, AccountCode: '200', TaxType: 'OUTPUT' },
      ],
    });
    expect(pushed!.LineItems.reduce((sum: number, l: any) => sum + Math.round(l.TaxAmount * 100), 0)).toBe(Math.round(invoice.gst * 100));
    const contact = xero.contacts.find((c) => c.ContactID === pushed!.Contact.ContactID);
    expect(contact).toMatchObject({ Name: 'Frances Xero', EmailAddress: 'first.xero@example.com' });
    expect(await xeroSyncField(invoice.invoiceNumber)).toEqual({ state: 'sent', error: null, syncedAt: expect.any(String) });

    const paid = await admin.rest('POST', `/api/admin/invoices/${invoice.invoiceNumber}/payments`, { amount: invoice.totalAmount, method: 'eftpos', reference: 'R-77' });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    await waitFor(() => xero.payments.length === 1, { what: 'the payment in Xero' });
    expect(xero.payments[0]).toMatchObject({ Invoice: { InvoiceID: pushed!.InvoiceID }, Account: { Code: '090' }, Amount: invoice.totalAmount, Reference: expect.stringMatching(/^R-77 #[0-9a-f]{24}$/) });
    expect(pushed!.AmountDue).toBe(0);

    // Nothing is sent twice: a while later there is still one invoice, one payment, one contact of theirs.
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(inXero(invoice.invoiceNumber)).toHaveLength(1);
    expect(xero.payments).toHaveLength(1);
    expect(xero.contacts.filter((c) => c.EmailAddress === 'first.xero@example.com')).toHaveLength(1);
    expect(await state()).toMatchObject({ connected: true, queued: 0, failed: 0, lastSyncAt: expect.any(String) });
  });

  it('reuses the Xero contact with the customer’s email, and that contact for their next invoice without asking again', async () => {
    const existing = xero.addContact({ Name: 'Kept By The Bookkeeper', EmailAddress: 'existing.contact@example.com' });
    const contactsBefore = xero.contacts.length;
    const first = await createInvoice(admin, { customerEmail: 'existing.contact@example.com', customerName: 'Eddie Existing', carRego: 'XRO 002' });
    await sent(first.invoiceNumber);
    expect(inXero(first.invoiceNumber)[0]!.Contact).toEqual({ ContactID: existing.ContactID });
    expect(xero.contacts).toHaveLength(contactsBefore);

    const lookups = callsTo('GET', 'Contacts').length;
    const second = await createInvoice(admin, { customerEmail: 'existing.contact@example.com', customerName: 'Eddie Existing', carRego: 'XRO 002' });
    await sent(second.invoiceNumber);
    expect(inXero(second.invoiceNumber)[0]!.Contact).toEqual({ ContactID: existing.ContactID });
    expect(callsTo('GET', 'Contacts')).toHaveLength(lookups);
    expect(xero.contacts).toHaveLength(contactsBefore);
  });

  it('keeps a merged customer’s Xero contact for the customer kept', async () => {
    const kept = await createInvoice(admin, { customerEmail: 'kept.person@example.com', customerName: 'Kim Kept', carRego: 'XRO 010' });
    const gone = await createInvoice(admin, { customerEmail: 'merged.person@example.com', customerName: 'Kim Merged', carRego: 'XRO 011' });
    await sent(gone.invoiceNumber);
    await sent(kept.invoiceNumber);
    const customerOf = async (n: string) => (await sql<{ customer_id: string }>(`SELECT customer_id FROM invoice WHERE invoice_number = ?`, [n]))[0]!.customer_id;
    const [keptId, goneId] = [await customerOf(kept.invoiceNumber), await customerOf(gone.invoiceNumber)];
    const goneContact = inXero(gone.invoiceNumber)[0]!.Contact.ContactID;
    // The kept customer has no Xero contact of their own (yet): they take the merged one's.
    await sql(`DELETE FROM xero_contact WHERE customer_id = ?`, [keptId]);
    expect((await admin.rest('POST', `/api/admin/customers/${keptId}/merge`, { otherId: goneId })).status).toBe(200);
    expect(await sql(`SELECT customer_id, contact_id FROM xero_contact WHERE customer_id IN (?, ?)`, [keptId, goneId])).toEqual([{ customer_id: keptId, contact_id: goneContact }]);
  });

  it('retries a create Xero answered too late without sending the invoice twice', async () => {
    // Xero stores the invoice but answers after the app's 1.5 s deadline.
    xero.delayNext('PUT Invoices', 4000);
    const invoice = await createInvoice(admin, { customerEmail: 'slow.xero@example.com', carRego: 'XRO 003' });
    await sent(invoice.invoiceNumber);
    const row = await syncOf(invoice.invoiceNumber);
    expect(row!.attempts).toBe(2);
    expect(inXero(invoice.invoiceNumber)).toHaveLength(1);
    expect(row!.xero_id).toBe(inXero(invoice.invoiceNumber)[0]!.InvoiceID);
    expect(callsTo('PUT', 'Invoices').filter((c) => c.body.Invoices[0].InvoiceNumber === invoice.invoiceNumber)).toHaveLength(1);
  });

  it('waits out a 429 for its Retry-After, then sends', async () => {
    xero.throttleNext(1, 1);
    const invoice = await createInvoice(admin, { customerEmail: 'busy.xero@example.com', carRego: 'XRO 004' });
    await sent(invoice.invoiceNumber);
    const limited = xero.calls.findIndex((c) => c.status === 429);
    expect(limited).toBeGreaterThanOrEqual(0);
    const next = xero.calls[limited + 1]!;
    expect(next.at - xero.calls[limited]!.at).toBeGreaterThanOrEqual(950);
    expect(inXero(invoice.invoiceNumber)).toHaveLength(1);
    // Waited out inside the one attempt: no failure recorded.
    expect(await syncOf(invoice.invoiceNumber)).toMatchObject({ attempts: 1, error: null });
  });

  it('refreshes an expired access token, storing the rotated refresh token', async () => {
    // The token Xero gave runs out (Xero answers 401): the app refreshes once and goes on.
    xero.expireAccessTokens();
    const one = await createInvoice(admin, { customerEmail: 'refresh.one@example.com', carRego: 'XRO 005' });
    await sent(one.invoiceNumber);
    expect(xero.refreshes).toBe(1);

    // Its expiry passed as the app knows it: refreshed before the call, with the new refresh token (the spent one is refused).
    await sql(`UPDATE xero_connection SET access_expires_at = now() - interval '1 minute'`);
    const two = await createInvoice(admin, { customerEmail: 'refresh.two@example.com', carRego: 'XRO 006' });
    await sent(two.invoiceNumber);
    expect(xero.refreshes).toBe(2);
    expect((await sql(`SELECT access_expires_at > now() AS live FROM xero_connection`))[0]!.live).toBe(true);
  });

  it('lists a refusal with Xero’s reason; Retry sends it', async () => {
    xero.refuseNext('PUT Invoices', 'Account code 200 is not a valid code for this document.');
    const invoice = await createInvoice(admin, { customerEmail: 'refused.xero@example.com', carRego: 'XRO 007' });
    await waitFor(async () => (await syncOf(invoice.invoiceNumber))?.state === 'failed', { what: 'the refusal recorded' });
    const failing = await state();
    expect(failing.failed).toBe(1);
    expect(failing.failures).toEqual([
      expect.objectContaining({ kind: 'invoice', invoiceNumber: invoice.invoiceNumber, error: 'Xero answered 400: Account code 200 is not a valid code for this document.' }),
    ]);
    expect(await xeroSyncField(invoice.invoiceNumber)).toMatchObject({ state: 'failed', error: expect.stringContaining('Account code 200') });

    const retried = await admin.rest('POST', '/api/admin/integrations/xero/sync');
    expect(retried.body).toMatchObject({ retried: 1 });
    await sent(invoice.invoiceNumber);
    expect(inXero(invoice.invoiceNumber)).toHaveLength(1);
    expect(await state()).toMatchObject({ failed: 0, failures: [] });
  });

  it('voids an invoice in Xero with a credit note allocated to it', async () => {
    const invoice = await createInvoice(admin, { customerEmail: 'voided.xero@example.com', carRego: 'XRO 008' });
    await sent(invoice.invoiceNumber);
    // Emailed first: an invoice that was sent is voided by an adjustment note (one never sent is deleted).
    await waitFor(async () => Boolean((await admin.rest('GET', `/api/admin/invoices/${invoice.invoiceNumber}`)).body.sentAt), { what: 'the invoice emailed' });
    const voided = await admin.rest('DELETE', `/api/admin/invoices/${invoice.invoiceNumber}`);
    expect(voided.status, JSON.stringify(voided.body)).toBe(200);
    await waitFor(async () => (await sql(`SELECT state FROM xero_sync WHERE kind = 'credit-note' AND invoice_number = ?`, [invoice.invoiceNumber]))[0]?.state === 'sent', {
      what: 'the credit note sent and allocated',
    });
    const note = xero.creditNotes.find((c) => c.Reference === `Adjusts ${invoice.invoiceNumber}`)!;
    expect(note).toMatchObject({ Type: 'ACCRECCREDIT', Status: 'AUTHORISED', CreditNoteNumber: expect.stringMatching(/^CN-\d{6}$/), Total: invoice.totalAmount, RemainingCredit: 0 });
    expect(inXero(invoice.invoiceNumber)[0]).toMatchObject({ AmountDue: 0, AmountCredited: invoice.totalAmount });
  });

  it('voids in Xero an invoice deleted here before it was emailed', async () => {
    const invoice = await createInvoice(admin, { customerEmail: 'deleted.xero@example.com', carRego: 'XRO 012' });
    await sent(invoice.invoiceNumber);
    // As if its email had not gone yet: deleting it removes it here rather than voiding it by a note.
    await sql(`UPDATE invoice SET sent_at = NULL WHERE invoice_number = ?`, [invoice.invoiceNumber]);
    const deleted = await admin.rest('DELETE', `/api/admin/invoices/${invoice.invoiceNumber}`);
    expect(deleted.body).toMatchObject({ message: `Invoice ${invoice.invoiceNumber} deleted.` });
    await waitFor(() => inXero(invoice.invoiceNumber)[0]?.Status === 'VOIDED', { what: 'the invoice voided in Xero' });
    expect(xero.creditNotes.filter((c) => c.Reference === `Adjusts ${invoice.invoiceNumber}`)).toHaveLength(0);
  });

  it('disconnects: nothing more is queued', async () => {
    expect((await admin.rest('DELETE', '/api/admin/integrations/xero')).body).toMatchObject({ connected: false, tenantName: null });
    const invoice = await createInvoice(admin, { customerEmail: 'after.xero@example.com', carRego: 'XRO 009' });
    expect(await syncOf(invoice.invoiceNumber)).toBeUndefined();
  });

  it('asks the owner to choose when the Xero user has several organisations', async () => {
    const workshop2 = { tenantId: '7b3c1e2a-0000-4000-8000-000000000002', tenantName: 'Second Workshop Pty Ltd' };
    xero.tenants.push(workshop2);
    const authorize = (await admin.rest('POST', '/api/admin/integrations/xero/connect')).body.url;
    const back = new URL((await fetch(authorize, { redirect: 'manual' })).headers.get('location')!);
    const callback = await fetch(`${t.url}${back.pathname}${back.search}`, { redirect: 'manual' });
    expect(callback.headers.get('location')).toBe('/admin/settings/integrations?xero=choose');
    expect(await state()).toMatchObject({ connected: false, tenantChoices: [XERO_TENANT, workshop2] });

    const other = await admin.rest('POST', '/api/admin/integrations/xero/tenant', { tenantId: 'not-offered' });
    expect(other.status).toBe(400);
    const chosen = await admin.rest('POST', '/api/admin/integrations/xero/tenant', { tenantId: workshop2.tenantId });
    expect(chosen.body).toMatchObject({ connected: true, tenantName: workshop2.tenantName, tenantChoices: [] });
  });
});
