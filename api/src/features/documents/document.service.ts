/** The one store of the workshop's files (PDFs as bytes with their SHA-256) and their links; documents are issued through issue.ts. */
import type { SessionRef } from '../auth/auth.service.js';
import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import { boundInTransaction } from '../../db/raw.js';
import type { WorkshopProfile } from '../../shared/business.js';
import { AppError } from '../../shared/errors.js';
import { isId } from '../../shared/ids.js';
import type { Clock } from '../../shared/time.js';
import { Document, DOCUMENT_KINDS, type DocumentKind } from './document.entity.js';
import { DocumentLinks, type Disposition, type DocumentLink } from './document-links.js';
import { pdfWorkshopOf, type PdfWorkshop } from './pdf-workshop.js';
import type { ReportFacts } from './report-pdf.js';
import { partIdsOf, readLines, type LineEdge, type LineLabourRate, type LinePart, type LineRules, type PricedLine } from '../../shared/priced-document.js';
import { checkTechnicians } from './line-references.js';

export interface NewDocument {
  kind: DocumentKind;
  /** The download name, e.g. pdfFilename('Quote', 'Q000123', 'ABC123') → Quote-Q000123-ABC123.pdf */
  filename: string;
  bytes: Buffer;
  /** Default application/pdf. */
  contentType?: string;
}

export interface DocumentDeps {
  config: Config;
  clock: Clock;
  /** The workshop as documents print it now (settings). */
  profile: () => Promise<WorkshopProfile>;
  /** The workshop's labour rates now (settings): what a labour line may name. */
  labourRates: () => Promise<readonly LineLabourRate[]>;
  /** The catalogue's parts of these ids, as part lines take their price, GST and words (parts). */
  partsForLines: (em: EntityManager, ids: readonly string[]) => Promise<ReadonlyMap<string, LinePart>>;
  /** The api's JWT secret (the same one that signs admin sessions). */
  jwtSecret: string;
  /** A PostgreSQL server, where a document's bytes are sent as a bound parameter (db/raw.ts). */
  bound: boolean;
}

/** A safe download name from its parts: Quote-Q000123-ABC123.pdf (letters, digits, dot, dash, underscore). */
export function pdfFilename(...parts: string[]): string {
  const clean = parts.map((p) => p.normalize('NFKD').replace(/[^\w.-]+/g, '').replace(/^[.-]+/, '')).filter(Boolean);
  return `${clean.join('-') || 'document'}.pdf`;
}

export class DocumentService {
  readonly links: DocumentLinks;

  constructor(private readonly deps: DocumentDeps) {
    this.links = new DocumentLinks(deps.jwtSecret, deps.clock);
  }

  /** The workshop's profile as the settings say now (rules documents follow: GST, terms, validity). */
  profile(): Promise<WorkshopProfile> {
    return this.deps.profile();
  }

  /**
   * The lines of a request (readLines), each labour line's rate checked against the workshop's (a
   * labour line without a price takes its rate's) and its technician against the staff accounts.
   */
  async readLines(em: EntityManager, raw: unknown, edge: LineEdge, rules: LineRules = {}): Promise<PricedLine[]> {
    const ids = partIdsOf(raw);
    const parts = ids.length ? await this.deps.partsForLines(em, ids) : new Map<string, LinePart>();
    const lines = readLines(raw, edge, { ...rules, labourRates: await this.deps.labourRates(), parts });
    await checkTechnicians(em, lines, edge);
    return lines;
  }

  /** Who the documents come from, as the settings say now. */
  async workshop(): Promise<PdfWorkshop> {
    return pdfWorkshopOf(await this.deps.profile(), this.deps.config.timeZone);
  }

  /** Stores a file at once (within the caller's transaction when `em` is one); the caller's own pending changes are left to its flush. */
  async store(em: EntityManager, input: NewDocument): Promise<Document> {
    if (!DOCUMENT_KINDS.includes(input.kind)) throw new RangeError(`unknown document kind: ${input.kind}`);
    if (!input.filename.trim() || input.filename.length > 200) throw new RangeError('a document needs a filename of at most 200 characters');
    const doc = Object.assign(new Document(), {
      kind: input.kind,
      filename: input.filename,
      contentType: input.contentType ?? 'application/pdf',
      bytes: input.bytes,
      sha256: createHash('sha256').update(input.bytes).digest('hex'),
      size: input.bytes.length,
    });
    // Written at once and never tracked: a managed entity's bytes would be copied for its snapshot
    // and compared at every later flush of the transaction (a photo's 750 KB, twice per upload).
    // A stored document never changes, so there is nothing to track.
    if (!this.deps.bound) {
      await em.insert(doc);
      return doc;
    }
    await boundInTransaction(
      em,
      'insert into document (_id, kind, filename, content_type, bytes, sha256, size, created_at) values (?, ?, ?, ?, ?, ?, ?, ?)',
      [doc._id, doc.kind, doc.filename, doc.contentType, doc.bytes, doc.sha256, doc.size, doc.createdAt],
    );
    return doc;
  }

  /** A document with its bytes; 404 when there is none. */
  async get(em: EntityManager, id: string): Promise<Document> {
    const doc = isId(id) ? await em.findOne(Document, { _id: id }, { populate: ['bytes'] }) : null;
    if (!doc) throw AppError.notFound('Document not found.');
    return doc;
  }

  /** A document's metadata, without loading its bytes; 404 when there is none. */
  async metadata(em: EntityManager, id: string): Promise<Document> {
    const doc = isId(id) ? await em.findOne(Document, { _id: id }) : null;
    if (!doc) throw AppError.notFound('Document not found.');
    return doc;
  }

  /** Metadata of several documents (unknown ids are skipped), without their bytes. */
  async metadataOf(em: EntityManager, ids: string[]): Promise<Document[]> {
    const valid = ids.filter(isId);
    return valid.length ? em.find(Document, { _id: { $in: valid } }, { orderBy: { createdAt: 'asc' } }) : [];
  }

  /** Deletes a stored document for good (its owner, e.g. an analytics report, is being deleted). */
  async remove(em: EntityManager, id: string): Promise<void> {
    if (isId(id)) await em.nativeDelete(Document, { _id: id });
  }

  /** A short-lived View/Download link to an existing document, for the admin app. */
  async link(em: EntityManager, id: string, disposition: Disposition, session: SessionRef): Promise<DocumentLink> {
    await this.metadata(em, id);
    return this.links.documentUrl(id, disposition, session);
  }

  /** The analytics report (stored by its owner). Every other document is rendered by the issuer (issue.ts). */
  async renderReport(facts: ReportFacts): Promise<Buffer> {
    const { renderReportPdf } = await import('./report-pdf.js');
    return renderReportPdf(facts, await this.workshop());
  }
}
