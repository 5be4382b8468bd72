/**
 * An erased customer's job cards and quotes: their name, contact, words, signature and its
 * evidence removed; the rego kept only on the cards of kept tax invoices. The quotes' and signed
 * terms' PDFs are given back for the caller to delete.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { changedRows, rowsOf, type Erasure, type ErasureCounts } from '../../shared/erasure.js';

export interface JobCardErasure {
  counts: ErasureCounts;
  jobCardIds: string[];
  documentIds: string[];
}

export async function eraseJobCardsOf(tx: EntityManager, erasure: Erasure, keptJobCardIds: string[]): Promise<JobCardErasure> {
  const cards = await rowsOf<{ _id: string; signed_document_id: string | null }>(tx, 'select _id, signed_document_id from job_card where customer_id = ?', [erasure.customerId]);
  const quotes = await rowsOf<{ document_id: string | null }>(tx, 'select document_id from quote where customer_id = ?', [erasure.customerId]);
  const quoteCount = await changedRows(
    tx,
    `update quote set decision_ip = null, decision_user_agent = null, decline_note = null, approval_note = null, decided_by_name = null,
       document_id = null, customer_id = null
     where customer_id = ?`,
    [erasure.customerId],
  );
  const cardCount = await changedRows(
    tx,
    `update job_card set customer_name = ?, customer_email = '', customer_phone = null, customer_complaint = null, workshop_notes = '',
       signed_name = case when signed_name is null then null else ? end, signature_png = null, signer_ip = null, signer_user_agent = null,
       signed_document_id = null, signed_document_sha256 = null,
       car_rego = case when _id = any(?) then car_rego else '' end, rego_key = case when _id = any(?) then rego_key else '' end,
       customer_id = null
     where customer_id = ?`,
    [erasure.marker, erasure.marker, keptJobCardIds, keptJobCardIds, erasure.customerId],
  );
  const documentIds = [...cards.map((c) => c.signed_document_id), ...quotes.map((q) => q.document_id)].filter((d): d is string => !!d);
  return { counts: { 'job_card.deidentified': cardCount, 'quote.deidentified': quoteCount }, jobCardIds: cards.map((c) => c._id), documentIds };
}
