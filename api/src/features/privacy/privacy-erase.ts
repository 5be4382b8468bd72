/**
 * Erasing a customer on request: each feature that holds their records de-identifies its own rows
 * through its door, in one transaction, in an order that leaves no row pointing at the customer
 * before their record goes. Tax invoices and adjustment notes of the keeping period are kept as
 * issued (withheld from lists); the photos of their jobs stay with them.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { eraseAppointmentsOf } from '../booking/public.js';
import { eraseContactQueriesOf } from '../contact/public.js';
import { eraseLoansOf } from '../courtesy-cars/public.js';
import { eraseCustomerRecord } from '../customers/public.js';
import type { DocumentService } from '../documents/document.service.js';
import { erasePhotosOf } from '../inspections/public.js';
import { withholdInvoicesOf } from '../invoices/public.js';
import { eraseJobCardsOf } from '../jobcards/public.js';
import { eraseRemindersOf } from '../reminders/public.js';
import { eraseRoadworthyOf } from '../roadworthy/public.js';
import { eraseTextsOf } from '../sms/public.js';
import { eraseVehicleOwner } from '../vehicles/public.js';
import { eraseDeliveriesNaming } from '../webhooks/public.js';
import { forgetXeroContactOf } from '../xero/public.js';
import { eraseFromAuditTrail, eraseMessagesNaming } from '../../platform/outbox/public.js';
import { detailsPattern, type Erasure, type ErasureCounts } from '../../shared/erasure.js';

/** Every feature's erasure of one customer; the counts of what each did. */
export async function eraseEverywhere(tx: EntityManager, erasure: Erasure, emails: string[], today: string, documents: DocumentService): Promise<ErasureCounts> {
  const counts: ErasureCounts = {};
  const add = (more: ErasureCounts) => {
    for (const [k, n] of Object.entries(more)) if (n) counts[k] = (counts[k] ?? 0) + n;
  };
  const invoices = await withholdInvoicesOf(tx, erasure);
  add(invoices.counts);
  const cards = await eraseJobCardsOf(tx, erasure, invoices.keptJobCardIds);
  add(cards.counts);
  const kept = new Set(invoices.keptJobCardIds);
  const notKept = cards.jobCardIds.filter((id) => !kept.has(id));
  add(await erasePhotosOf(tx, notKept));
  add(await eraseRoadworthyOf(tx, cards.jobCardIds, notKept));
  add(await eraseLoansOf(tx, erasure, cards.jobCardIds));
  add(await eraseAppointmentsOf(tx, erasure, today));
  add(await eraseContactQueriesOf(tx, erasure));
  add(await eraseTextsOf(tx, erasure));
  add(await eraseRemindersOf(tx, erasure));
  add(await eraseVehicleOwner(tx, erasure));
  add(await forgetXeroContactOf(tx, erasure));
  const pattern = detailsPattern(erasure);
  add(await eraseDeliveriesNaming(tx, pattern));
  add(await eraseMessagesNaming(tx, pattern, emails));
  const documentIds = [...invoices.documentIds, ...cards.documentIds];
  for (const id of documentIds) await documents.remove(tx, id);
  add({ 'document.deleted': documentIds.length });
  add(await eraseCustomerRecord(tx, erasure));
  add(await eraseFromAuditTrail(tx, pattern, erasure.marker));
  return counts;
}
