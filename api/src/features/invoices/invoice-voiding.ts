/**
 * Voiding: what deleting an invoice that was sent does, INSIDE the deleting transaction. The
 * invoice, its PDFs and its payments are kept, marked voided; an adjustment note numbered from its
 * own sequence (CN-000001) reverses its amounts, is stored as a PDF with its SHA-256, and is
 * emailed to the customer.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Clock } from '../../shared/time.js';
import { pdfFilename, type DocumentService } from '../documents/document.service.js';
import type { Effects } from '../../platform/outbox/public.js';
import { CreditNote, creditNoteNumberLabel } from './credit-note.entity.js';
import type { Invoice } from './invoice.entity.js';
import type { InvoiceIssuer } from './invoice-issuer.js';
import { voidedMail } from './invoice.templates.js';

export class InvoiceVoider {
  constructor(
    private readonly clock: Clock,
    private readonly documents: DocumentService,
    private readonly issuer: InvoiceIssuer,
  ) {}

  /** Voids the locked `invoice` by an adjustment note, and queues the note to the customer. */
  async void(tx: EntityManager, effects: Effects, invoice: Invoice, by: string): Promise<CreditNote> {
    const now = this.clock.now();
    // Its own sequence: adjustment notes never take an invoice number, nor one of their own twice.
    const [{ n }] = await tx
      .getConnection()
      .execute<Array<{ n: number }>>(`SELECT nextval('credit_note_number_seq')::int AS n`, [], 'all', tx.getTransactionContext());
    const creditNoteNumber = creditNoteNumberLabel(n);
    const title = await this.issuer.title();
    const bytes = await this.documents.renderAdjustmentNote({
      creditNoteNumber,
      issuedAt: now,
      invoiceNumber: invoice.invoiceNumber,
      invoiceTitle: title,
      invoiceIssuedAt: invoice.issuedAt,
      customer: { name: invoice.customerName, email: invoice.customerEmail, phone: invoice.phoneNumber ?? null },
      carRego: invoice.carRego,
      vehicle: invoice.vehicleDetails ?? null,
      lines: invoice.items,
      subtotalCents: invoice.subtotalCents,
      gstCents: invoice.gstCents,
      totalCents: invoice.totalCents,
      gstLabel: `${invoice.gstPercentage}%`,
      amountPaidCents: invoice.amountPaidCents,
    });
    const doc = await this.documents.store(tx, { kind: 'invoice', filename: pdfFilename('Adjustment-Note', creditNoteNumber, invoice.invoiceNumber), bytes });
    const note = tx.create(CreditNote, {
      number: n,
      creditNoteNumber,
      invoice,
      invoiceNumber: invoice.invoiceNumber,
      issuedAt: now,
      subtotalCents: invoice.subtotalCents,
      gstCents: invoice.gstCents,
      totalCents: invoice.totalCents,
      documentId: doc._id,
      documentSha256: doc.sha256,
      issuedBy: by,
    });
    invoice.voidedAt = now;
    invoice.voidedBy = by;
    await tx.flush();
    effects.mail(
      voidedMail.mail(invoice.customerEmail, {
        creditNoteNumber,
        invoiceNumber: invoice.invoiceNumber,
        title,
        customerName: invoice.customerName,
        carRego: invoice.carRego,
        issuedAt: now.toISOString(),
        totalCents: invoice.totalCents,
        amountPaidCents: invoice.amountPaidCents,
        documentId: doc._id,
      }),
    );
    return note;
  }
}
