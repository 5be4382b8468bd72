/**
 * A job card's life: its statuses and every step between them, as ONE table (event → the
 * statuses it starts from → the status it leads to), and `step`, which every path takes a step
 * with. A step from any other status is refused with the path's own message (an AppError:
 * 409, or 400 for a status staff may not choose), or leaves the card as it is.
 */
import { AppError } from '../../shared/errors.js';
import { JobStatus, STAFF_STATUSES } from './jobcard-status.js';

const INVOICED_LOCKED = 'This job card has been invoiced and can no longer be changed.';
const INVOICED_BY_STAFF = 'Only invoicing can set a job card to Invoiced. Choose one of the other statuses.';
const ALREADY_INVOICED = 'This job card has already been invoiced.';
const NOT_INVOICED = 'Only an invoiced job card can re-generate its invoice.';
const INSPECTION_LOCKED = 'This job card is invoiced: its inspection can no longer change.';

/** Why an Invoiced card cannot be deleted, naming its invoice when known. */
function invoicedUndeletable(invoiceNumber: string | null): string {
  return `This job card has been invoiced${invoiceNumber ? ` (${invoiceNumber})` : ''}, so it cannot be deleted. Delete or void the invoice first.`;
}

/** A refused step's answer; `detail` is what its message names (the invoice, for a delete). */
interface Refusal {
  code: 'CONFLICT' | 'BAD_USER_INPUT';
  message: (detail?: string | null) => string;
}
const conflict = (message: string | ((detail?: string | null) => string)): Refusal => ({
  code: 'CONFLICT',
  message: typeof message === 'string' ? () => message : message,
});

/**
 * Where a step leads: a status; 'same' (a guard: the card keeps its status); 'completed'
 * (Completed once the customer signed the terms, else Completed - Policy Not Accepted); or
 * 'chosen' (the status staff picked, one of `choices`).
 */
type Target = JobStatus | 'same' | 'completed' | 'chosen';

export interface LifeStep {
  /** The statuses the step is taken from. */
  from: readonly JobStatus[];
  to: Target;
  /** A card in any other status: refused, or 'unchanged' (the step leaves it as it is). */
  otherwise: Refusal | 'unchanged';
  /** For 'chosen': the statuses that may be picked, and the answer to any other. */
  choices?: { of: readonly JobStatus[]; refused: Refusal };
}

/** Every status but Invoiced: the card is open (editable). */
const OPEN: readonly JobStatus[] = Object.values(JobStatus).filter((s) => s !== JobStatus.INVOICED);
/** The statuses of a card whose work is done: Completed, signed or not (ready to invoice). */
export const WORK_DONE: readonly JobStatus[] = [JobStatus.COMPLETED, JobStatus.COMPLETED_POLICY_NOT_ACCEPTED];

/** Whether a card's work is done (`WORK_DONE`). */
export function workDone(status: string): boolean {
  return (WORK_DONE as readonly string[]).includes(status);
}

/** The job card's life. Invoiced is reached by invoicing alone and left only when its invoice is deleted or voided. */
export const JOB_CARD_LIFE = {
  /** Any change to an open card (autosave, quote, completion); an Invoiced card is read-only. */
  edit: { from: OPEN, to: 'same', otherwise: conflict(INVOICED_LOCKED) },
  /** Staff pick a status in autosave: any but Invoiced, on an open card. */
  staffSet: {
    from: OPEN,
    to: 'chosen',
    otherwise: conflict(INVOICED_LOCKED),
    choices: { of: STAFF_STATUSES, refused: { code: 'BAD_USER_INPUT', message: () => INVOICED_BY_STAFF } },
  },
  /** Generate & Send Quote: the card waits for the customer's answer. */
  quoteSent: { from: OPEN, to: JobStatus.PENDING_QUOTE_APPROVAL, otherwise: conflict(INVOICED_LOCKED) },
  /** The customer approves: a card waiting for it goes ahead; a card in any other status stays as it is. */
  quoteApproved: { from: [JobStatus.PENDING_QUOTE_APPROVAL], to: JobStatus.WORK_IN_PROGRESS, otherwise: 'unchanged' },
  /** The customer declines: the status never changes. */
  quoteDeclined: { from: [], to: 'same', otherwise: 'unchanged' },
  /** Complete Job: the completed status the signed terms decide, once per job. */
  completed: { from: OPEN, to: 'completed', otherwise: conflict(ALREADY_INVOICED) },
  /** Its invoice issued in the same transaction: the card is Invoiced and read-only. */
  invoiced: { from: WORK_DONE, to: JobStatus.INVOICED, otherwise: conflict(ALREADY_INVOICED) },
  /** Its invoice deleted or voided: the card reopens at its completed status; any other card stays as it is. */
  invoiceRemoved: { from: [JobStatus.INVOICED], to: 'completed', otherwise: 'unchanged' },
  /** Re-generate Invoice: Invoiced cards only. */
  regenerateInvoice: { from: [JobStatus.INVOICED], to: 'same', otherwise: conflict(NOT_INVOICED) },
  /** Rating, noting or photographing an inspection check: open cards only. */
  inspectionEdit: { from: OPEN, to: 'same', otherwise: conflict(INSPECTION_LOCKED) },
  /** Deleting the card: an Invoiced card's invoice keeps it (the refusal names the invoice). */
  delete: { from: OPEN, to: 'same', otherwise: conflict((invoiceNumber) => invoicedUndeletable(invoiceNumber ?? null)) },
} as const satisfies Record<string, LifeStep>;

export type LifeEvent = keyof typeof JOB_CARD_LIFE;

/** What a step reads of a card: its status, and whether its terms are signed (for 'completed'). */
export interface LifeCard {
  status: JobStatus;
  termsAccepted?: boolean;
}

const rule = (event: LifeEvent): LifeStep => JOB_CARD_LIFE[event];

function refused(refusal: Refusal, detail?: string | null): AppError {
  const message = refusal.message(detail);
  return refusal.code === 'CONFLICT' ? AppError.conflict(message) : AppError.badInput(message);
}

/** Whether `event` is taken from `status` (a listed start), rather than refused or leaving the card as it is. */
export function allows(status: JobStatus, event: LifeEvent): boolean {
  return rule(event).from.includes(status);
}

/** The statuses `event` is refused from: what a SQL guard of the step excludes. */
export function refusedFrom(event: LifeEvent): JobStatus[] {
  const { from, otherwise } = rule(event);
  return otherwise === 'unchanged' ? [] : Object.values(JobStatus).filter((s) => !from.includes(s));
}

/** The refusal of `event` from a status it is not taken from, naming `detail` where its message does. */
export function refusal(event: LifeEvent, detail?: string | null): AppError {
  const { otherwise } = rule(event);
  if (otherwise === 'unchanged') throw new Error(`The step ${event} is never refused.`);
  return refused(otherwise, detail);
}

/** A status staff pick, checked before any card is read: refused (400) unless the table lets staff choose it. */
export function assertChoice(event: LifeEvent, chosen: JobStatus): JobStatus {
  const { choices } = rule(event);
  if (!choices) throw new Error(`The step ${event} takes no chosen status.`);
  if (!choices.of.includes(chosen)) throw refused(choices.refused);
  return chosen;
}

/**
 * Takes `event` from the card's status: answers the status it leads to (the same one for a guard
 * or a step that leaves this card as it is), or throws the step's refusal.
 */
export function step(card: LifeCard, event: LifeEvent, chosen?: JobStatus): JobStatus {
  const r = rule(event);
  if (!r.from.includes(card.status)) {
    if (r.otherwise === 'unchanged') return card.status;
    throw refused(r.otherwise);
  }
  switch (r.to) {
    case 'same':
      return card.status;
    case 'completed':
      return card.termsAccepted ? JobStatus.COMPLETED : JobStatus.COMPLETED_POLICY_NOT_ACCEPTED;
    case 'chosen':
      if (chosen === undefined) throw new Error(`The step ${event} needs the chosen status.`);
      return assertChoice(event, chosen);
    default:
      return r.to;
  }
}
