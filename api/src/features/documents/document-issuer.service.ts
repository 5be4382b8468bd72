/**
 * The one way the workshop issues a document (quote, invoice, receipt, adjustment note, signed
 * terms, purchase order, day sheet): render, store, mail.
 *
 * - render: pure, OUTSIDE any transaction, from facts read before the change (or from what a change
 *   committed); the PDF code loads on the first document, not at boot.
 * - store: INSIDE the change's transaction, by SHA-256: bytes already stored (the same kind and
 *   name) are not stored twice.
 * - mail: queued through the change unit's effects, the stored document attached by id (the worker
 *   loads its bytes when it sends), so the mail goes out exactly when the change commits.
 *
 * `issue` is the shape every change that makes a document takes: plan (read without locks), render,
 * then one change unit that locks its rows and checks that what it finds is still what was rendered
 * (`sameFacts`); when it is not, the unit answers STALE and the whole is planned and rendered again.
 * So no row lock is ever held while a PDF is rendered, and the row, its PDF and its mail still
 * commit together or not at all.
 */
import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ChangeUnit, Effects } from '../../platform/outbox/public.js';
import type { QueuedMail } from '../../platform/mail/public.js';
import { AppError } from '../../shared/errors.js';
import { Document, type DocumentKind } from './document.entity.js';
import type { DocumentService } from './document.service.js';
import type { AdjustmentNoteFacts } from './adjustment-note-pdf.js';
import type { DaySheetFacts } from './day-sheet-pdf.js';
import type { InvoiceFacts } from './invoice-pdf.js';
import type { PurchaseOrderFacts } from './purchase-order-pdf.js';
import type { QuoteFacts } from './quote-pdf.js';
import type { RoadworthyRejectionFacts } from './roadworthy-pdf.js';
import type { ServiceRecordFacts } from './service-record-pdf.js';
import type { SignedTermsFacts } from './signed-terms-pdf.js';
import type { StatementFacts } from './statement-pdf.js';

export type { StatementFacts };

/** A rendered document, not stored yet. */
export interface RenderedDocument {
  kind: DocumentKind;
  filename: string;
  contentType: string;
  bytes: Buffer;
  sha256: string;
}

/** A stored document as its owner records it. */
export interface StoredDocument {
  _id: string;
  filename: string;
  sha256: string;
}

/** What a change unit answers when the rows it locked no longer say what was rendered. */
export const STALE: unique symbol = Symbol('stale');

/** How often a change is planned and rendered again when its rows keep changing meanwhile. */
const ISSUE_ATTEMPTS = 5;
const CHANGED_WHILE_ISSUING = 'This changed while its document was being made, so nothing was saved. Please try again.';

export interface IssueSteps<P, R, D extends RenderedDocument | null> {
  /** Reads what the document will say, without locks (an EntityManager of its own); may refuse. */
  plan(em: EntityManager): Promise<P>;
  /** Renders from the plan: outside any transaction (null: this change makes no document). */
  render(plan: P): Promise<D>;
  /** The change: locks its rows, answers STALE unless they still say what `plan` read, else writes, stores `rendered` and mails. */
  commit(tx: EntityManager, effects: Effects, plan: P, rendered: D): Promise<R | typeof STALE>;
}

/** How a document's bytes are made from its renderer: the default just renders (a test holds a render open through it). */
export type Renderer = (kind: DocumentKind, render: () => Promise<Buffer>) => Promise<Buffer>;

export class DocumentIssuer {
  private renderer: Renderer = (_kind, render) => render();

  constructor(private readonly deps: { documents: DocumentService; changes: ChangeUnit }) {}

  /** Every document is rendered through `renderer` from now on. */
  useRenderer(renderer: Renderer): void {
    this.renderer = renderer;
  }

  // Render: pure, outside any transaction.

  async quote(facts: QuoteFacts, filename: string): Promise<RenderedDocument> {
    const { renderQuotePdf } = await import('./quote-pdf.js');
    return this.rendered('quote', filename, async () => renderQuotePdf(facts, await this.deps.documents.workshop()));
  }

  async invoice(facts: InvoiceFacts, filename: string): Promise<RenderedDocument> {
    const { renderInvoicePdf } = await import('./invoice-pdf.js');
    return this.rendered('invoice', filename, async () => renderInvoicePdf(facts, await this.deps.documents.workshop()));
  }

  async adjustmentNote(facts: AdjustmentNoteFacts, filename: string): Promise<RenderedDocument> {
    const { renderAdjustmentNotePdf } = await import('./adjustment-note-pdf.js');
    return this.rendered('invoice', filename, async () => renderAdjustmentNotePdf(facts, await this.deps.documents.workshop()));
  }

  async signedTerms(facts: SignedTermsFacts, filename: string): Promise<RenderedDocument> {
    const { renderSignedTermsPdf } = await import('./signed-terms-pdf.js');
    return this.rendered('signed-terms', filename, async () => renderSignedTermsPdf(facts, await this.deps.documents.workshop()));
  }

  async purchaseOrder(facts: PurchaseOrderFacts, filename: string): Promise<RenderedDocument> {
    const { renderPurchaseOrderPdf } = await import('./purchase-order-pdf.js');
    return this.rendered('purchase-order', filename, async () => renderPurchaseOrderPdf(facts, await this.deps.documents.workshop()));
  }

  /** The day sheet is answered, never stored. */
  async daySheet(facts: DaySheetFacts, filename: string): Promise<RenderedDocument> {
    const { renderDaySheetPdf } = await import('./day-sheet-pdf.js');
    return this.rendered('report', filename, async () => renderDaySheetPdf(facts, await this.deps.documents.workshop()));
  }

  /** A failed roadworthy inspection's rejection report. */
  async roadworthyRejection(facts: RoadworthyRejectionFacts, filename: string): Promise<RenderedDocument> {
    const { renderRoadworthyRejectionPdf } = await import('./roadworthy-pdf.js');
    return this.rendered('report', filename, async () => renderRoadworthyRejectionPdf(facts, await this.deps.documents.workshop()));
  }

  /** An account customer's monthly statement. */
  async statement(facts: StatementFacts, filename: string): Promise<RenderedDocument> {
    const { renderStatementPdf } = await import('./statement-pdf.js');
    return this.rendered('report', filename, async () => renderStatementPdf(facts, await this.deps.documents.workshop()));
  }

  /** A logbook service's record, for the owner's logbook. */
  async serviceRecord(facts: ServiceRecordFacts, filename: string): Promise<RenderedDocument> {
    const { renderServiceRecordPdf } = await import('./service-record-pdf.js');
    return this.rendered('report', filename, async () => renderServiceRecordPdf(facts, await this.deps.documents.workshop()));
  }

  // Store: inside the change's transaction.

  /** Stores `doc` in `tx` unless the same bytes of the same kind and name are stored already (then that one is answered). */
  async store(tx: EntityManager, doc: RenderedDocument): Promise<StoredDocument> {
    const existing = await tx.findOne(
      Document,
      { sha256: doc.sha256, kind: doc.kind, filename: doc.filename, contentType: doc.contentType, size: doc.bytes.length },
      { fields: ['_id', 'filename', 'sha256'] },
    );
    if (existing) return { _id: existing._id, filename: existing.filename, sha256: existing.sha256 };
    const stored = await this.deps.documents.store(tx, doc);
    return { _id: stored._id, filename: stored.filename, sha256: stored.sha256 };
  }

  // Mail: queued through the change unit, the stored document attached by id.

  /** Queues `mails` made for the stored document `documentId` (attached by id). */
  mail(effects: Effects, documentId: string, mails: (documentId: string) => QueuedMail | QueuedMail[]): void {
    const made = mails(documentId);
    effects.mail(...(Array.isArray(made) ? made : [made]));
  }

  // The shape of a change that issues a document.

  /** Plan, render, then commit in one change unit; planned and rendered again while the commit finds its rows changed (409 after ISSUE_ATTEMPTS). */
  async issue<P, R, D extends RenderedDocument | null = RenderedDocument>(em: EntityManager, steps: IssueSteps<P, R, D>): Promise<R> {
    for (let attempt = 1; attempt <= ISSUE_ATTEMPTS; attempt++) {
      const plan = await steps.plan(em.fork());
      const rendered = await steps.render(plan);
      const result = await this.deps.changes.run(em, (tx, effects) => steps.commit(tx, effects, plan, rendered));
      if (result !== STALE) return result as R;
    }
    throw AppError.conflict(CHANGED_WHILE_ISSUING);
  }

  private async rendered(kind: DocumentKind, filename: string, render: () => Promise<Buffer>): Promise<RenderedDocument> {
    const bytes = await this.renderer(kind, render);
    return { kind, filename, contentType: 'application/pdf', bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
  }
}

/**
 * Whether two plans' facts are the same (what a change checks under its lock against what was
 * rendered): compared as JSON, dates as instants and bytes by their SHA-256.
 */
export function sameFacts(a: unknown, b: unknown): boolean {
  return factsKey(a) === factsKey(b);
}

function factsKey(value: unknown): string {
  return JSON.stringify(value, function (this: Record<string, unknown>, key, v) {
    const raw = this[key];
    return Buffer.isBuffer(raw) || raw instanceof Uint8Array ? `sha256:${createHash('sha256').update(raw).digest('hex')}` : v;
  });
}
