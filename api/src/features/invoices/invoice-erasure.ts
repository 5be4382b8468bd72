/**
 * An erased customer's tax invoices and adjustment notes: those issued or voided within the keeping
 * period are kept as issued (their PDFs too) but withheld: no longer the customer's, in lists,
 * searches or reminders. Older ones are de-identified and their PDFs go (the caller deletes the
 * documents it is given back).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { changedRows, rowsOf, type Erasure, type ErasureCounts } from '../../shared/erasure.js';

export interface InvoiceErasure {
  counts: ErasureCounts;
  /** The job cards of the kept invoices (their photos and rego stay with them). */
  keptJobCardIds: string[];
  /** Stored documents of the older invoices, to delete. */
  documentIds: string[];
}

export async function withholdInvoicesOf(tx: EntityManager, erasure: Erasure): Promise<InvoiceErasure> {
  const { customerId, keepSince } = erasure;
  const kept = await rowsOf<{ job_card_id: string | null }>(
    tx,
    'update invoice set withheld_at = now(), customer_id = null where customer_id = ? and (issued_at >= ? or voided_at >= ?) returning job_card_id',
    [customerId, keepSince, keepSince],
  );
  const old = await rowsOf<{ _id: string; document_id: string | null }>(tx, 'select _id, document_id from invoice where customer_id = ?', [customerId]);
  const ids = old.map((i) => i._id);
  const documentIds = old.map((i) => i.document_id).filter((d): d is string => !!d);
  let copies = 0;
  let notes = 0;
  if (ids.length) {
    const more = await rowsOf<{ document_id: string }>(
      tx,
      'select document_id from invoice_document where invoice_id = any(?) union select document_id from credit_note where invoice_id = any(?)',
      [ids, ids],
    );
    documentIds.push(...more.map((d) => d.document_id));
    copies = await changedRows(tx, 'delete from invoice_document where invoice_id = any(?)', [ids]);
    notes = Number((await rowsOf<{ n: string }>(tx, 'select count(*) as n from credit_note where invoice_id = any(?)', [ids]))[0]?.n ?? 0);
    await changedRows(tx, 'update invoice_payment set reference = null where invoice_id = any(?)', [ids]);
    await changedRows(
      tx,
      `update invoice set customer_name = ?, customer_email = '', phone_number = null, car_rego = '', rego_key = '', notes = '',
         customer_company = null, customer_abn = null, vehicle_details = null, purchase_order = null, document_id = null, document_sha256 = null,
         withheld_at = now(), customer_id = null
       where _id = any(?)`,
      [erasure.marker, ids],
    );
  }
  return {
    counts: { 'invoice.kept': kept.length, 'invoice.deidentified': ids.length, 'invoice_document.deleted': copies, 'credit_note.deidentified': notes },
    keptJobCardIds: [...new Set(kept.map((k) => k.job_card_id).filter((id): id is string => !!id))],
    documentIds: [...new Set(documentIds)],
  };
}
