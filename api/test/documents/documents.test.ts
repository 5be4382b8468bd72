/**
 * The document store and its links: the admin's session token as ?token=, short-lived tokens for
 * one document (wrong document, expired, session ended), View/Download headers, and logs without token values.
 */
import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { installRestErrorHandler } from '../../src/http/errors.js';
import { parseDollars } from '../../src/shared/money.js';
import { asAdmin, signIn } from '../admin-session.js';
import { startTestServer, type TestServer } from '../harness.js';
import { appGql } from '../app-documents.js';
import { sampleQuote, WORKSHOP } from '../pdf-samples.js';
import { renderQuotePdf } from '../../src/features/documents/quote-pdf.js';

const logLines: string[] = [];
let t: TestServer;
let token: string;
let admin: ReturnType<typeof asAdmin>;
let pdf: Buffer;
let quoteId: string;
let otherId: string;

const em = () => t.app.db.orm.em.fork() as EntityManager;
const documents = () => t.app.services.documents;

beforeAll(async () => {
  t = await startTestServer({ smtp: false, logger: { level: 'info', stream: { write: (line: string) => logLines.push(line) } } });
  token = await signIn(t);
  admin = asAdmin(t, token);
  pdf = await renderQuotePdf(sampleQuote(), WORKSHOP);
  quoteId = (await documents().store(em(), { kind: 'quote', filename: 'Quote-Q000123-ABC123.pdf', bytes: pdf }))._id;
  otherId = (await documents().store(em(), { kind: 'signed-terms', filename: 'Signed-Terms-Zoë.pdf', bytes: Buffer.from('%PDF-1.7 other') }))._id;
});
afterAll(() => t.close());

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(t.url + path, { headers });
  const body = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, body, json: () => JSON.parse(body.toString()) };
}

async function linkFor(documentId: string, disposition: 'inline' | 'attachment' = 'inline') {
  const res = await admin.gql('mutation ($id: ID!, $d: DocumentDisposition!) { documentLink(documentId: $id, disposition: $d) { url expiresAt } }', {
    id: documentId,
    d: disposition,
  });
  expect(res.errors).toBeUndefined();
  return res.data.documentLink as { url: string; expiresAt: string };
}

describe('document store', () => {
  it('keeps the bytes with their SHA-256 and size, and lists metadata without bytes', async () => {
    const doc = await documents().get(em(), quoteId);
    expect(Buffer.compare(doc.bytes, pdf)).toBe(0);
    expect(doc.sha256).toBe(createHash('sha256').update(pdf).digest('hex'));
    expect(doc.size).toBe(pdf.length);
    expect(doc).toMatchObject({ kind: 'quote', filename: 'Quote-Q000123-ABC123.pdf', contentType: 'application/pdf' });
    const [meta] = await documents().metadataOf(em(), [quoteId, 'not-an-id']);
    expect(meta._id).toBe(quoteId);
    expect(meta.bytes).toBeUndefined();
    await expect(documents().get(em(), 'f'.repeat(24))).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('stores every byte value exactly, as part of the caller\'s transaction: kept when it commits, gone when it fails', async () => {
    const bytes = Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 7919) % 256));
    const kept = await em().transactional((tx) => documents().store(tx, { kind: 'inspection-photo', filename: 'kept.jpg', contentType: 'image/jpeg', bytes }));
    const stored = await documents().get(em(), kept._id);
    expect(Buffer.compare(stored.bytes, bytes)).toBe(0);
    expect(stored.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));

    let seenInside = false;
    let failedId = '';
    await expect(
      em().transactional(async (tx) => {
        failedId = (await documents().store(tx, { kind: 'inspection-photo', filename: 'failed.jpg', contentType: 'image/jpeg', bytes }))._id;
        seenInside = (await tx.getConnection().execute('select 1 from document where _id = ?', [failedId], 'all', tx.getTransactionContext())).length === 1;
        throw new Error('the rest of the change failed');
      }),
    ).rejects.toThrow('the rest of the change failed');
    expect(seenInside).toBe(true);
    await expect(documents().get(em(), failedId)).rejects.toMatchObject({ status: 404 });
  });

  it('shows staff a document\'s metadata and SHA-256 over GraphQL', async () => {
    const res = await admin.gql(`{ document(id: "${quoteId}") { id kind filename contentType size sha256 createdAt } }`);
    expect(res.data.document).toMatchObject({
      id: quoteId,
      kind: 'quote',
      filename: 'Quote-Q000123-ABC123.pdf',
      contentType: 'application/pdf',
      size: pdf.length,
      sha256: createHash('sha256').update(pdf).digest('hex'),
    });
    expect((await t.gql(`{ document(id: "${quoteId}") { id } }`)).errors?.[0].extensions.code).toBe('FORBIDDEN');
  });
});

describe('PDF links', () => {
  it('View answers the PDF inline with its filename, never cached', async () => {
    const res = await get(`/api/admin/documents/${quoteId}/view?token=${token}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`inline; filename="Quote-Q000123-ABC123.pdf"; filename*=UTF-8''Quote-Q000123-ABC123.pdf`);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.compare(res.body, pdf)).toBe(0);
  });

  it('Download answers an attachment; a non-ASCII name keeps its UTF-8 form', async () => {
    const res = await get(`/api/admin/documents/${otherId}/download`, { authorization: `Bearer ${token}` });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="Signed-Terms-Zo_.pdf"; filename*=UTF-8''Signed-Terms-Zo%C3%AB.pdf`);
    expect(res.body.toString()).toBe('%PDF-1.7 other');
  });

  it('refuses a missing or bad token', async () => {
    expect((await get(`/api/admin/documents/${quoteId}/view`)).status).toBe(401);
    expect((await get(`/api/admin/documents/${quoteId}/view?token=nonsense`)).status).toBe(401);
  });

  it('a document link opens its document, inline or as a download', async () => {
    const before = Date.now();
    const view = await linkFor(quoteId);
    expect(view.url).toMatch(new RegExp(`^/api/admin/documents/${quoteId}/view\\?token=[\\w.-]+$`));
    // Five minutes from when it was made (in whole seconds).
    expect(Date.parse(view.expiresAt)).toBeGreaterThanOrEqual(before + 5 * 60_000 - 1000);
    expect(Date.parse(view.expiresAt)).toBeLessThanOrEqual(Date.now() + 5 * 60_000);
    const res = await get(view.url);
    expect(res.status).toBe(200);
    expect(Buffer.compare(res.body, pdf)).toBe(0);
    const download = await get((await linkFor(quoteId, 'attachment')).url);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="Quote-Q000123-ABC123.pdf"/);
  });

  it('a document link opens no other document', async () => {
    const { url } = await linkFor(quoteId);
    const stolen = new URL(url, t.url).searchParams.get('token')!;
    const res = await get(`/api/admin/documents/${otherId}/view?token=${stolen}`);
    expect(res.status).toBe(403);
    expect(res.json().message).toBe('This link opens another document.');
  });

  it('a document link is no session: refused on other admin calls', async () => {
    const stolen = new URL((await linkFor(quoteId)).url, t.url).searchParams.get('token')!;
    expect((await t.rest('GET', '/api/admin/contact-queries', undefined, { authorization: `Bearer ${stolen}` })).status).toBe(401);
    expect((await get(`/api/admin/documents/${quoteId}/view`, { authorization: `Bearer ${stolen}` })).status).toBe(401);
    const gql = await asAdmin(t, stolen).gql('{ contactQueries { id } }');
    expect(gql.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('a document link expires after 5 minutes', async () => {
    const { url } = await linkFor(quoteId);
    t.clock.set(new Date(Date.now() + 4 * 60_000).toISOString());
    expect((await get(url)).status).toBe(200);
    t.clock.set(new Date(Date.now() + 5 * 60_000 + 2_000).toISOString());
    try {
      const res = await get(url);
      expect(res.status).toBe(401);
      expect(res.json().message).toBe('This document link has expired. Open the document again from the back office.');
    } finally {
      t.clock.reset();
    }
  });

  it('a document link stops opening when the session it was made in ends, on every instance', async () => {
    const session = asAdmin(t, await signIn(t));
    const res = await session.gql('mutation ($id: ID!) { documentLink(documentId: $id, disposition: inline) { url } }', { id: quoteId });
    const url = res.data.documentLink.url as string;
    expect((await get(url)).status).toBe(200);
    expect((await session.rest('POST', '/api/admin/logout')).status).toBe(200);
    const after = await get(url);
    expect(after.status).toBe(401);
    expect(after.json().message).toBe('Your session has ended. Please sign in again.');
    // The links of other sessions still open.
    expect((await get((await linkFor(quoteId)).url)).status).toBe(200);
  });

  it('links need a signed-in admin and an existing document', async () => {
    const anonymous = await appGql(t, 'AdminDocumentLink', { documentId: quoteId, disposition: 'inline' });
    expect(anonymous.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    const missing = await admin.gql(`mutation { documentLink(documentId: "${'0'.repeat(24)}", disposition: inline) { url } }`);
    expect(missing.errors?.[0].extensions.code).toBe('NOT_FOUND');
    expect((await get(`/api/admin/documents/${'0'.repeat(24)}/view?token=${token}`)).status).toBe(404);
  });

  it('the log holds no token value', async () => {
    const docToken = new URL((await linkFor(quoteId)).url, t.url).searchParams.get('token')!;
    await get(`/api/admin/documents/${quoteId}/view?token=${docToken}`);
    await get(`/api/admin/documents/${quoteId}/view?a=1&token=${token}&b=2`);
    await get(`/api/admin/documents/${'0'.repeat(24)}/view?token=${token}`);
    await get(`/api/admin/documents/${quoteId}/view?token=bad.${token}`);
    await get(`/api/nowhere?token=${token}`);
    const log = logLines.join('');
    expect(log).toContain(`/api/admin/documents/${quoteId}/view?token=[redacted]`);
    expect(log).toContain('?a=1&token=[redacted]&b=2');
    for (const secret of [token, docToken, ...token.split('.'), ...docToken.split('.')]) expect(log).not.toContain(secret);
  });
});

describe('money input errors', () => {
  it('answer 400 naming the field', async () => {
    const app = Fastify();
    installRestErrorHandler(app);
    app.post('/price', async (request) => ({ cents: parseDollars((request.body as { unitPrice?: unknown }).unitPrice, 'unitPrice') }));
    const ok = await app.inject({ method: 'POST', url: '/price', payload: { unitPrice: 129.95 } });
    expect(ok.json()).toEqual({ cents: 12995 });
    const bad = await app.inject({ method: 'POST', url: '/price', payload: { unitPrice: 1.005 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'unitPrice must have at most 2 decimals.', fields: { unitPrice: ['unitPrice must have at most 2 decimals.'] } });
    await app.close();
  });
});
