/**
 * A job card changed inside a change unit: its line in the audit trail and the live
 * `jobcard.changed` event, published once the unit commits. Every service that changes a card (job
 * cards, the customer's side, inspections, job invoicing) says so here, so the card's history and
 * the open screens never part. No line (`null`) where the change has none of its own: the autosave
 * writes its lines in its own statement, a card reopened by its invoice's deletion is in that line.
 */
import type { AuditEntry, Effects } from '../../platform/outbox/public.js';
import type { JobCardChangeKind } from './jobcard.types.js';
import { jobCardChanges } from './jobcard.changes.js';

/** The audit line of a card's change: the card is its subject. */
export type CardAuditEntry = Omit<AuditEntry, 'entityType' | 'entityId'>;

export function cardChanged(effects: Effects, card: { _id: string }, kind: JobCardChangeKind, entry: CardAuditEntry | null, facts: { completed?: boolean } = {}): void {
  if (entry) effects.audit({ ...entry, entityType: 'job_card', entityId: card._id });
  effects.changed(jobCardChanges[kind], { id: card._id, ...facts });
}
