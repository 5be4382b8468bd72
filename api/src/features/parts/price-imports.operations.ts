/**
 * Supplier price files (admin: owners and service advisers): uploaded over REST (the CSV as the
 * body, or a multipart form's file), read in the background, then applied; each operation's
 * GraphQL field and REST route.
 */
import { json } from '../../shared/json-schema.js';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { arg, defineOperation, type ArgSpec, type Call } from '../../edge/operation.js';
import { AppError } from '../../shared/errors.js';
import { PriceImport } from './price-import.entity.js';
import { priceImportJson, priceImportSchema } from './parts.json.js';

/** The largest price file: a supplier's whole catalogue (200,000 rows is about 15 MB). */
const PRICE_FILE_MAX_BYTES = 64 * 1024 * 1024;

const byName = (call: Call) => {
  if (!call.caller) throw AppError.unauthenticated('Please sign in to continue.');
  return call.caller.name?.trim() || call.caller.username;
};

/** The CSV of the request: a text/csv (or text/plain) body, or the one file of a multipart form. */
async function csvOf(request: FastifyRequest): Promise<string> {
  if (request.isMultipart()) {
    const file = await request.file();
    if (!file) throw AppError.badInput('Send the price file as the form’s file field.');
    return (await file.toBuffer()).toString('utf8');
  }
  if (typeof request.body !== 'string') throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the price file as text/csv, or as multipart/form-data with one file.');
  return request.body;
}

function acceptCsv(scope: FastifyInstance): void {
  scope.addContentTypeParser(['text/csv', 'text/plain'], { parseAs: 'string', bodyLimit: PRICE_FILE_MAX_BYTES }, (_request, body, done) => done(null, body));
  void scope.register(multipart, { limits: { fileSize: PRICE_FILE_MAX_BYTES, files: 1, fields: 2, fieldSize: 200, parts: 3 } });
}

export const priceImportOperations = [
  defineOperation({
    name: 'uploadPriceFile',
    kind: 'mutation',
    only: 'rest',
    access: 'staff',
    description: 'Starts reading a supplier’s CSV price file (the body as text/csv, or a multipart form’s one file, at most 64 MB) by its saved columns: answers the import (202, status reading); GET it for progress and counts (admin).',
    args: { supplierId: arg.id(), csv: { type: () => String } as ArgSpec<string> },
    result: () => PriceImport,
    run: (call, { supplierId, csv }) => call.services.priceImports.start(call.em, supplierId, csv, byName(call)),
    rest: {
      method: 'POST',
      path: '/api/admin/suppliers/:id/price-files',
      status: 202,
      scope: acceptCsv,
      bodyLimit: PRICE_FILE_MAX_BYTES,
      args: async ({ request }) => ({ supplierId: (request.params as { id: string }).id, csv: await csvOf(request) }),
      present: priceImportJson,
      answer: priceImportSchema,
      consumes: { 'text/csv': json.string(), 'multipart/form-data': json.object({ file: json.string({ format: 'binary', description: 'The supplier’s price file (CSV).' }) }) },
    },
  }),
  defineOperation({
    name: 'priceImport',
    kind: 'query',
    access: 'staff',
    description: 'A price file import: its status, rows read so far, the new, changed, unchanged and bad counts, the bad rows by line and the first rows (admin).',
    args: { id: arg.id() },
    result: () => PriceImport,
    run: ({ em, services }, { id }) => services.priceImports.get(em, id),
    rest: { method: 'GET', path: '/api/admin/price-imports/:id', present: priceImportJson, answer: priceImportSchema },
  }),
  defineOperation({
    name: 'applyPriceImport',
    kind: 'mutation',
    access: 'staff',
    description: 'Applies a read price file’s good rows to the catalogue in one transaction, in the background (status applying, then applied); refused (CONFLICT) unless it is ready (admin).',
    args: { id: arg.id() },
    result: () => PriceImport,
    run: (call, { id }) => call.services.priceImports.apply(call.em, id, byName(call)),
    rest: { method: 'POST', path: '/api/admin/price-imports/:id/apply', status: 202, present: priceImportJson, answer: priceImportSchema },
  }),
];
