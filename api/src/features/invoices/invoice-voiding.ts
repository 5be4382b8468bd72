/**
 * Voiding: what deleting an invoice that was sent does. The invoice, its PDFs and its payments are
 * kept, marked voided; an adjustment note numbered from its own sequence (CN-000001) reverses its
 * amounts, is stored as a PDF with its SHA-256, and is emailed to the customer. The note is planned
 * (numbered) and rendered before the deleting change, which stores it with the invoice locked.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { pdfFilename } from '../documents/document.service.js';
import type { DocumentIssuer, RenderedDocument } from '../documents/document-issuer.service.js';
import type { AdjustmentNoteFacts } from '../documents/public.js';
import type { Effects } from '../../platform/outbox/public.js';
import { CreditNote, creditNoteNumberLabel } from './credit-note.entity.js';
import type { Invoice } from './invoice.entity.js';
import { voidedMail } from './invoice.templates.js';

/** An adjustment note as planned before its change: its number, instant and what its PDF says. */
export interface NotePlan {
  number: number;
  creditNoteNumber: string;
  at: Date;
  title: string;
  facts: AdjustmentNoteFacts;
  filename: string;
}

export class InvoiceVoider {
  constructor(private readonly issuer: DocumentIssuer) {}

  /** The next adjustment note number: its own sequence, so notes never take an invoice number, nor one of their own twice. */
  async nextNumber(em: EntityManager): Promise<number> {
    const [{ n }] = await em.getConnection().execute<Array<{ n: number }>>(`SELECT nextval('credit_note_number_seq')::int AS n`, [], 'all', em.getTransactionContext());
    return n;
  }

  /** The note numbered `n`, made at `at`, that voids `invoice` as it reads now (`title`: the invoice's, 'Tax Invoice' or 'Invoice'). */
  plan(invoice: Invoice, n: number, at: Date, title: string): NotePlan {
    const creditNoteNumber = creditNoteNumberLabel(n);
    const facts: AdjustmentNoteFacts = {
      creditNoteNumber,
      issuedAt: at,
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
      pricesIncludeGst: invoice.pricesIncludeGst,
    };
    return { number: n, creditNoteNumber, at, title, facts, filename: pdfFilename('Adjustment-Note', creditNoteNumber, invoice.invoiceNumber) };
  }

  /** The planned note's PDF: outside any transaction. */
  render(plan: NotePlan): Promise<RenderedDocument> {
    return this.issuer.adjustmentNote(plan.facts, plan.filename);
  }

  /** Voids the locked `invoice` by the planned note (its PDF `rendered`), and queues the note to the customer. */
  async void(tx: EntityManager, effects: Effects, invoice: Invoice, by: string, plan: NotePlan, rendered: RenderedDocument): Promise<CreditNote> {
    const doc = await this.issuer.store(tx, rendered);
    const note = tx.create(CreditNote, {
      number: plan.number,
      creditNoteNumber: plan.creditNoteNumber,
      invoice,
      invoiceNumber: invoice.invoiceNumber,
      issuedAt: plan.at,
      subtotalCents: invoice.subtotalCents,
      gstCents: invoice.gstCents,
      totalCents: invoice.totalCents,
      documentId: doc._id,
      documentSha256: doc.sha256,
      issuedBy: by,
    });
    invoice.voidedAt = plan.at;
    invoice.voidedBy = by;
    await tx.flush();
    this.issuer.mail(effects, doc._id, (documentId) =>
      voidedMail.mail(invoice.customerEmail, {
        creditNoteNumber: plan.creditNoteNumber,
        invoiceNumber: invoice.invoiceNumber,
        title: plan.title,
        customerName: invoice.customerName,
        carRego: invoice.carRego,
        issuedAt: plan.at.toISOString(),
        totalCents: invoice.totalCents,
        amountPaidCents: invoice.amountPaidCents,
        documentId,
      }),
    );
    return note;
  }
}
