/**
 * Pushes one queued document to Xero, never twice: an invoice is looked up by its number before it
 * is created (a create that timed out may have happened), a payment by the reference carrying our
 * id when it is a retry, a credit note by its number; an invoice already in Xero is updated in
 * place. Its contact is the customer's stored ContactID, else the Xero contact with their email,
 * else one created (and stored), so a customer is never duplicated.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { CreditNote } from '../invoices/credit-note.entity.js';
import { Invoice } from '../invoices/invoice.entity.js';
import { InvoicePayment } from '../invoices/invoice-payment.entity.js';
import { toLocal } from '../../shared/time.js';
import { listOf, type XeroClient, XeroError, type XeroRecord } from './xero-client.js';
import type { XeroConnectionService } from './xero-connection.service.js';
import { XeroContact } from './xero-connection.entity.js';
import { paymentReference, whereText, xeroContact, xeroCreditNote, xeroInvoice, xeroPayment, type XeroDocumentOptions } from './xero-documents.js';
import { XeroSync, type XeroSyncKind } from './xero-sync.entity.js';

/** A claimed row as the worker hands it over. */
export interface XeroRow {
  id: string;
  kind: XeroSyncKind;
  referenceId: string;
  invoiceNumber: string;
  xeroId: string | null;
  attempts: number;
}

interface XeroPushDeps {
  client: XeroClient;
  connection: XeroConnectionService;
  em(): EntityManager;
  accountCode: string;
  paymentAccountCode: string;
  timeZone: string;
  paymentTermsDays(): Promise<number>;
}

type Method = 'GET' | 'PUT' | 'POST';

const gone = (what: string) => new XeroError(`${what} no longer exists here.`, null, true);
/** What a row records as Xero's id when there was nothing to send (deleted here before it reached Xero). */
const NOT_SENT = 'not-sent';

export class XeroPush {
  constructor(private readonly deps: XeroPushDeps) {}

  /** Sends `row`'s document; answers Xero's id of it. */
  async push(row: XeroRow): Promise<string> {
    const em = this.deps.em();
    switch (row.kind) {
      case 'invoice':
        return this.invoice(em, row);
      case 'invoice-void':
        return this.voidInvoice(em, row);
      case 'payment':
        return this.payment(em, row);
      case 'payment-reversal':
        return this.reversal(em, row);
      case 'credit-note':
        return this.creditNote(em, row);
    }
  }

  private async invoice(em: EntityManager, row: XeroRow): Promise<string> {
    const invoice = await em.findOne(Invoice, { _id: row.referenceId });
    // Deleted here before it reached Xero: nothing to send.
    if (!invoice) return NOT_SENT;
    const body = xeroInvoice(invoice, await this.contactFor(em, invoice), await this.options());
    // Queued again once it was in Xero (re-generated): the same invoice is updated.
    if (row.xeroId) {
      await this.call('POST', `Invoices/${row.xeroId}`, { body: { Invoices: [{ ...body, InvoiceID: row.xeroId }] } });
      return row.xeroId;
    }
    const found = await this.call('GET', 'Invoices', { query: { InvoiceNumbers: invoice.invoiceNumber } });
    const existing = listOf(found, 'Invoices').find((i) => i.InvoiceNumber === invoice.invoiceNumber && i.Status !== 'DELETED' && i.Status !== 'VOIDED');
    if (existing?.InvoiceID) return String(existing.InvoiceID);
    const created = await this.call('PUT', 'Invoices', { body: { Invoices: [body] } });
    return this.idOf(created, 'Invoices', 'InvoiceID');
  }

  /** An invoice deleted here is voided in Xero; one that never reached Xero is simply not sent. */
  private async voidInvoice(em: EntityManager, row: XeroRow): Promise<string> {
    const sent = await em.findOne(XeroSync, { kind: 'invoice', referenceId: row.referenceId }, { refresh: true });
    if (!sent?.xeroId || sent.xeroId === NOT_SENT) {
      if (sent?.state === 'sending') throw new XeroError(`Waiting for invoice ${row.invoiceNumber} to reach Xero before it is voided.`, null);
      if (sent && !sent.xeroId) await em.nativeDelete(XeroSync, { _id: sent._id, state: { $ne: 'sending' } });
      return NOT_SENT;
    }
    await this.call('POST', `Invoices/${sent.xeroId}`, { body: { Invoices: [{ InvoiceID: sent.xeroId, InvoiceNumber: row.invoiceNumber, Status: 'VOIDED' }] } });
    return sent.xeroId;
  }

  private async payment(em: EntityManager, row: XeroRow): Promise<string> {
    const payment = await em.findOne(InvoicePayment, { _id: row.referenceId });
    if (!payment) throw gone('The payment');
    const invoiceId = await this.sentId(em, 'invoice', payment.invoice._id, row.invoiceNumber);
    if (row.attempts > 0) {
      const where = `Reference=="${whereText(paymentReference(payment))}"`;
      const found = await this.call('GET', 'Payments', { query: { where } });
      const existing = listOf(found, 'Payments').find((p) => p.Status !== 'DELETED');
      if (existing?.PaymentID) return String(existing.PaymentID);
    }
    const created = await this.call('PUT', 'Payments', { body: { Payments: [xeroPayment(payment, invoiceId, this.deps.paymentAccountCode)] } });
    return this.idOf(created, 'Payments', 'PaymentID');
  }

  /** A reversed payment is deleted in Xero; one that never reached Xero is simply not sent. */
  private async reversal(em: EntityManager, row: XeroRow): Promise<string> {
    const sent = await em.findOne(XeroSync, { kind: 'payment', referenceId: row.referenceId }, { refresh: true });
    if (!sent?.xeroId) {
      if (sent && sent.state !== 'sending') await em.nativeDelete(XeroSync, { _id: sent._id, state: { $ne: 'sending' } });
      if (sent?.state === 'sending') throw new XeroError('Waiting for the payment to reach Xero before it is removed.', null);
      return NOT_SENT;
    }
    await this.call('POST', `Payments/${sent.xeroId}`, { body: { Status: 'DELETED' } });
    return sent.xeroId;
  }

  private async creditNote(em: EntityManager, row: XeroRow): Promise<string> {
    const note = await em.findOne(CreditNote, { _id: row.referenceId }, { populate: ['invoice'] });
    if (!note) throw gone(`The adjustment note for ${row.invoiceNumber}`);
    const invoice = note.invoice;
    const invoiceId = await this.sentId(em, 'invoice', invoice._id, row.invoiceNumber);
    const where = `CreditNoteNumber=="${whereText(note.creditNoteNumber)}"`;
    const found = await this.call('GET', 'CreditNotes', { query: { where } });
    let credit = listOf(found, 'CreditNotes').find((c) => c.CreditNoteNumber === note.creditNoteNumber && c.Status !== 'DELETED' && c.Status !== 'VOIDED');
    if (!credit) {
      const body = xeroCreditNote(note, invoice, await this.contactFor(em, invoice), await this.options());
      credit = listOf(await this.call('PUT', 'CreditNotes', { body: { CreditNotes: [body] } }), 'CreditNotes')[0];
    }
    const creditId = credit?.CreditNoteID ? String(credit.CreditNoteID) : null;
    if (!creditId) throw new XeroError('Xero answered without the credit note’s id.', null);
    // Allocated to the invoice for what it still owes (once: a credit already spent has nothing left).
    const remaining = Math.round(Number(credit.RemainingCredit ?? credit.Total ?? 0) * 100);
    const owing = Math.max(invoice.totalCents - invoice.amountPaidCents, 0);
    const amount = Math.min(remaining, owing);
    if (amount > 0) {
      await this.call('PUT', `CreditNotes/${creditId}/Allocations`, {
        body: { Allocations: [{ Amount: amount / 100, Invoice: { InvoiceID: invoiceId }, Date: toLocal(note.issuedAt, this.deps.timeZone).date }] },
      });
    }
    return creditId;
  }

  /** Xero's id of a document sent before (the invoice a payment or credit note goes against), or a wait until it is there. */
  private async sentId(em: EntityManager, kind: XeroSyncKind, referenceId: string, invoiceNumber: string): Promise<string> {
    const sent = await em.findOne(XeroSync, { kind, referenceId }, { refresh: true });
    if (!sent?.xeroId) throw new XeroError(`Waiting for invoice ${invoiceNumber} to reach Xero first.`, null);
    return sent.xeroId;
  }

  /** The customer's Xero contact: the one stored for them, else the one with their email, else a new one; stored for next time. */
  private async contactFor(em: EntityManager, invoice: Invoice): Promise<string> {
    const customerId = invoice.customerId;
    if (customerId) {
      const linked = await em.findOne(XeroContact, { customerId });
      if (linked) return linked.contactId;
    }
    let contactId: string | null = null;
    if (invoice.customerEmail) {
      const found = await this.call('GET', 'Contacts', { query: { where: `EmailAddress=="${whereText(invoice.customerEmail.trim())}"` } });
      const match = listOf(found, 'Contacts').find((c) => c.ContactID && c.ContactStatus !== 'ARCHIVED');
      if (match) contactId = String(match.ContactID);
    }
    if (!contactId) contactId = await this.createContact(invoice);
    if (customerId) await em.upsert(XeroContact, { customerId, contactId, linkedAt: new Date() });
    return contactId;
  }

  /** Xero wants contact names unique: a name another contact has gets the email beside it. */
  private async createContact(invoice: Invoice): Promise<string> {
    try {
      return this.idOf(await this.call('PUT', 'Contacts', { body: { Contacts: [xeroContact(invoice, invoice.customerName)] } }), 'Contacts', 'ContactID');
    } catch (err) {
      if (!(err instanceof XeroError) || err.status !== 400 || !/already/i.test(err.message) || !invoice.customerEmail) throw err;
      const named = `${invoice.customerName} (${invoice.customerEmail})`;
      return this.idOf(await this.call('PUT', 'Contacts', { body: { Contacts: [xeroContact(invoice, named)] } }), 'Contacts', 'ContactID');
    }
  }

  private async options(): Promise<XeroDocumentOptions> {
    return { accountCode: this.deps.accountCode, timeZone: this.deps.timeZone, paymentTermsDays: await this.deps.paymentTermsDays() };
  }

  /** The id Xero gave the first record of `list` in its answer. */
  private idOf(answer: XeroRecord, list: string, key: string): string {
    const id = listOf(answer, list)[0]?.[key];
    if (typeof id !== 'string' || !id) throw new XeroError(`Xero answered without the ${key}.`, null);
    return id;
  }

  /** One Accounting API call with a live token; a token Xero refuses is refreshed once. */
  private async call(method: Method, path: string, options: { query?: Record<string, string>; body?: unknown } = {}): Promise<XeroRecord> {
    const access = await this.deps.connection.access();
    try {
      return await this.deps.client.accounting(access.tenantId, access.accessToken, method, path, options);
    } catch (err) {
      if (!(err instanceof XeroError) || err.status !== 401) throw err;
      const fresh = await this.deps.connection.access(true);
      return this.deps.client.accounting(fresh.tenantId, fresh.accessToken, method, path, options);
    }
  }
}
