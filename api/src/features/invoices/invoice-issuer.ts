/**
 * What an invoice change does beyond its row, INSIDE the change's transaction: render and store
 * the PDF (every copy kept with its SHA-256), and queue the email with the stored PDF attached.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Clock } from '../../shared/time.js';
import type { WorkshopProfile } from '../../shared/business.js';
import { pdfFilename, type DocumentService } from '../documents/document.service.js';
import { invoiceTitle, type ReceiptFacts } from '../documents/public.js';
import { pricedFacts } from '../documents/priced-document.entity.js';
import { invoiceMail, type InvoiceMailReason, type PaymentMailFacts } from './invoice.templates.js';
import type { Effects } from '../../platform/outbox/public.js';
import { InvoiceDocument, type Invoice, type InvoiceDocumentReason } from './invoice.entity.js';

export class InvoiceIssuer {
  constructor(
    private readonly clock: Clock,
    private readonly documents: DocumentService,
  ) {}

  /** 'Tax Invoice' from a GST-registered workshop with an ABN (its settings), else 'Invoice'. */
  async title(): Promise<string> {
    return invoiceTitle(await this.documents.workshop());
  }

  /** The workshop's profile now (settings): terms, GST, bank. */
  profile(): Promise<WorkshopProfile> {
    return this.documents.profile();
  }

  /** Whether the workshop charges GST on what it issues now (its settings). */
  async chargesGst(): Promise<boolean> {
    return (await this.documents.workshop()).gstRegistered !== false;
  }

  /**
   * Renders a PDF of the invoice, stores it and records it among the invoice's PDFs. An issued or
   * re-generated copy becomes the current one; a receipt (`receipt` given) is stored beside it.
   */
  async issuePdf(tx: EntityManager, invoice: Invoice, reason: InvoiceDocumentReason, receipt: ReceiptFacts | null = null): Promise<InvoiceDocument> {
    const now = this.clock.now();
    const bytes = await this.documents.renderInvoice({
      invoiceNumber: invoice.invoiceNumber,
      issuedAt: invoice.issuedAt,
      ...pricedFacts(
        invoice,
        invoice.gstPercentage,
        { name: invoice.customerName, email: invoice.customerEmail, phone: invoice.phoneNumber ?? null },
        invoice.carRego,
        invoice.vehicleDetails ?? null,
      ),
      reissuedAt: reason === 'regenerated' ? now : null,
      receipt,
    });
    const kind = reason === 'receipt' ? 'Receipt' : 'Invoice';
    const doc = await this.documents.store(tx, { kind: 'invoice', filename: pdfFilename(kind, invoice.invoiceNumber, invoice.carRego), bytes });
    const record = tx.create(InvoiceDocument, { invoice, documentId: doc._id, filename: doc.filename, sha256: doc.sha256, reason, createdAt: now });
    if (reason !== 'receipt') {
      invoice.documentId = doc._id;
      invoice.documentSha256 = doc.sha256;
    }
    await tx.persist(record).flush();
    return record;
  }

  /** Queues the invoice email (the current PDF attached, or `attach`: a receipt with its `payment`) to each address, and records when it was sent. */
  async mail(tx: EntityManager, effects: Effects, invoice: Invoice, to: readonly string[], reason: InvoiceMailReason, attach?: InvoiceDocument, payment?: PaymentMailFacts): Promise<void> {
    const documentId = attach?.documentId ?? invoice.documentId;
    if (!documentId) throw new Error(`invoice ${invoice.invoiceNumber} has no PDF to attach`);
    const facts = {
      reason,
      invoiceNumber: invoice.invoiceNumber,
      title: await this.title(),
      customerName: invoice.customerName,
      carRego: invoice.carRego,
      issuedAt: invoice.issuedAt.toISOString(),
      paidAt: invoice.paidAt?.toISOString() ?? null,
      // The mail's facts (payload version 1) keep their own names.
      items: invoice.items.map((l) => ({ description: l.description, quantity: l.quantity, unitPriceCents: l.unitCents })),
      pricesIncludeGst: invoice.pricesIncludeGst,
      gstPercentage: invoice.gstPercentage,
      subtotalCents: invoice.subtotalCents,
      gstCents: invoice.gstCents,
      totalCents: invoice.totalCents,
      notes: invoice.notes || null,
      documentId,
      ...(payment ? { payment } : {}),
    };
    effects.mail(...to.map((address) => invoiceMail.mail(address, facts)));
    invoice.sentAt = this.clock.now();
    await tx.flush();
  }

}
