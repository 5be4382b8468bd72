/**
 * A customer's export as a ZIP, written as it is read: `summary.pdf`, `records/<kind>.json` for
 * every kind of record (an empty list when there is none), and `documents/<folder>/<id>-<name>` for
 * every stored document and photo linked to them, read a few at a time.
 */
import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { DocumentService } from '../documents/document.service.js';
import { RECORD_FILES, recordJson, type CustomerRecords, type LinkedDocument } from './privacy-records.js';

const DOCUMENTS_AT_ONCE = 8;

export interface ExportInput {
  records: CustomerRecords;
  summary: Buffer;
  documents: LinkedDocument[];
}

export function exportZip(em: EntityManager, documents: DocumentService, input: ExportInput): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    // A reader who went away (the download cancelled) ends the work.
    if (out.destroyed) return;
    if (error) out.destroy(error);
    else {
      out.write(chunk);
      if (final) out.end();
    }
  });
  const add = (name: string, bytes: Uint8Array, compress: boolean) => {
    const file = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
    zip.add(file);
    file.push(bytes, true);
  };
  void (async () => {
    add('summary.pdf', input.summary, false);
    add('records/customer.json', json(recordJson(input.records.customer)), true);
    for (const [key, file] of Object.entries(RECORD_FILES) as Array<[keyof typeof RECORD_FILES, string]>) {
      add(`records/${file}.json`, json(input.records[key].map(recordJson)), true);
    }
    add('records/documents.json', json(input.documents), true);
    for (let i = 0; i < input.documents.length; i += DOCUMENTS_AT_ONCE) {
      if (out.destroyed) return;
      const slice = input.documents.slice(i, i + DOCUMENTS_AT_ONCE);
      const stored = await Promise.all(slice.map((d) => documents.get(em.fork(), d.id).catch(() => null)));
      stored.forEach((doc, n) => {
        if (doc) add(`documents/${slice[n].folder}/${doc._id}-${safeName(doc.filename)}`, doc.bytes, !/^image\/|pdf$/.test(doc.contentType));
      });
      if (out.writableNeedDrain) await new Promise((resolve) => out.once('drain', resolve));
    }
    zip.end();
  })().catch((error: unknown) => out.destroy(error as Error));
  return out;
}

function json(value: unknown): Uint8Array {
  return Buffer.from(`${JSON.stringify(value, null, 2)}\n`);
}

function safeName(name: string): string {
  return name.normalize('NFKD').replace(/[^\w.-]+/g, '_').slice(0, 120) || 'document';
}
