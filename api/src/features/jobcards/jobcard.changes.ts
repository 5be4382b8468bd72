/**
 * What a change of a job card (or one of its quotes) tells the rest of the system: the live
 * `jobcard.changed` event, with the kind of change (the card's screens, the diary, today's list,
 * analytics). Announced through `cardChanged` (jobcard-changes.ts), with the card's audit line.
 */
import { defineChanges, kind } from '../../platform/changes/announcements.js';
import type { JobCardChangeKind } from './jobcard.types.js';

/** `completed`: the change also marked the card's work done (a job completed and invoiced in one step). */
const card = (change: JobCardChangeKind) => kind<{ id: string; completed?: boolean }>({ 'jobcard.changed': (c) => ({ id: c.id, kind: change }) });

export const jobCardChanges = defineChanges('job card', {
  created: card('created'),
  updated: card('updated'),
  /** Saved with a completed status it did not have. */
  completed: card('completed'),
  deleted: card('deleted'),
  /** The customer signed the terms. */
  signed: card('signed'),
  quoted: card('quoted'),
  /** The customer approved or declined a quote. */
  'quote-decided': card('quote-decided'),
  invoiced: card('invoiced'),
} satisfies Record<JobCardChangeKind, unknown>);
