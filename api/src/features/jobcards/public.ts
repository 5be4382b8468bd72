/** What job cards offer other features: a line's input and its documented names, the status steps, a card and a quote as REST shows them, quote figures. */
import type { EntityManager } from '@mikro-orm/postgresql';
export { FINAL_ITEMS, JobCardItemInput } from './jobcard.inputs.js';
export { JobStatus } from './jobcard-status.js';
export { allows, step, workDone, WORK_DONE } from './jobcard-life.js';
export { jobNumberLabel } from './jobcard.entity.js';
export { jobCardJson, jobCardSchema, quoteJson } from './jobcard.json.js';
export type { QuoteFigures } from './quote-figures.js';
export { cardChanged } from './jobcard-changes.js';
export { setPartsWait, waitForParts } from './jobcard-parts.js';
export { jobCardChanges } from './jobcard.changes.js';
export { cardsByIds, cardsOfBookings, openWork, type OpenCard } from './jobcard-today.js';
export { decidedQuote, settleOrigins } from './decided-lines.js';

/** A merged customer's job cards and quotes become the kept customer's (customers' merge), in the caller's transaction. */
export async function moveJobCardsToCustomer(tx: EntityManager, goneId: string, keepId: string): Promise<void> {
  await tx.getConnection().execute('update job_card set customer_id = ? where customer_id = ?', [keepId, goneId], 'run', tx.getTransactionContext());
  await tx.getConnection().execute('update quote set customer_id = ? where customer_id = ?', [keepId, goneId], 'run', tx.getTransactionContext());
}
export { eraseJobCardsOf } from './jobcard-erasure.js';
