import { describe, expect, it } from 'vitest';
import { AppError } from '../../shared/errors.js';
import { allows, assertChoice, JOB_CARD_LIFE, refusal, refusedFrom, step, type LifeEvent } from './jobcard-life.js';
import { JobStatus } from './jobcard-status.js';

const {
  PENDING_DIAGNOSIS: DIAGNOSIS,
  PENDING_QUOTE_APPROVAL: AWAITING_QUOTE,
  WORK_IN_PROGRESS: IN_PROGRESS,
  COMPLETED,
  COMPLETED_POLICY_NOT_ACCEPTED: COMPLETED_UNSIGNED,
  INVOICED,
} = JobStatus;
const OPEN = [DIAGNOSIS, AWAITING_QUOTE, IN_PROGRESS, COMPLETED, COMPLETED_UNSIGNED];
const ALL = [...OPEN, INVOICED];

const LOCKED = 'This job card has been invoiced and can no longer be changed.';
const BY_STAFF = 'Only invoicing can set a job card to Invoiced. Choose one of the other statuses.';
const ALREADY_INVOICED = 'This job card has already been invoiced.';
const NOT_INVOICED = 'Only an invoiced job card can re-generate its invoice.';
const INSPECTION_LOCKED = 'This job card is invoiced: its inspection can no longer change.';

/** The AppError a refused step throws: its code, HTTP status and message. */
function refusedWith(run: () => unknown): { code: string; status: number; message: string } {
  try {
    run();
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    const { code, status, message } = err as AppError;
    return { code, status, message };
  }
  throw new Error('The step was not refused.');
}
const conflict = (message: string) => ({ code: 'CONFLICT', status: 409, message });

describe('the job card’s life', () => {
  it('takes every allowed step to the status the table names', () => {
    const taken = (event: LifeEvent, from: JobStatus, termsAccepted = true, chosen?: JobStatus) => step({ status: from, termsAccepted }, event, chosen);
    for (const from of OPEN) {
      expect(taken('edit', from)).toBe(from);
      expect(taken('inspectionEdit', from)).toBe(from);
      expect(taken('delete', from)).toBe(from);
      expect(taken('quoteSent', from)).toBe(AWAITING_QUOTE);
      expect(taken('completed', from, true)).toBe(COMPLETED);
      expect(taken('completed', from, false)).toBe(COMPLETED_UNSIGNED);
      for (const chosen of OPEN) expect(taken('staffSet', from, true, chosen)).toBe(chosen);
    }
    expect(taken('quoteApproved', AWAITING_QUOTE)).toBe(IN_PROGRESS);
    expect(taken('invoiced', COMPLETED)).toBe(INVOICED);
    expect(taken('invoiced', COMPLETED_UNSIGNED)).toBe(INVOICED);
    expect(taken('invoiceRemoved', INVOICED, true)).toBe(COMPLETED);
    expect(taken('invoiceRemoved', INVOICED, false)).toBe(COMPLETED_UNSIGNED);
    expect(taken('regenerateInvoice', INVOICED)).toBe(INVOICED);
  });

  it('lists where each step starts', () => {
    const starts = (event: LifeEvent) => ALL.filter((s) => allows(s, event));
    for (const event of ['edit', 'staffSet', 'quoteSent', 'completed', 'inspectionEdit', 'delete'] as const) expect(starts(event)).toEqual(OPEN);
    expect(starts('quoteApproved')).toEqual([AWAITING_QUOTE]);
    expect(starts('quoteDeclined')).toEqual([]);
    expect(starts('invoiced')).toEqual([COMPLETED, COMPLETED_UNSIGNED]);
    expect(starts('invoiceRemoved')).toEqual([INVOICED]);
    expect(starts('regenerateInvoice')).toEqual([INVOICED]);
    // Every event of the table is covered above.
    expect(Object.keys(JOB_CARD_LIFE).sort()).toEqual(
      ['completed', 'delete', 'edit', 'inspectionEdit', 'invoiceRemoved', 'invoiced', 'quoteApproved', 'quoteDeclined', 'quoteSent', 'regenerateInvoice', 'staffSet'].sort(),
    );
  });

  it('refuses any change to an Invoiced card, each path with its own message (409)', () => {
    const invoiced = { status: INVOICED, termsAccepted: true };
    expect(refusedWith(() => step(invoiced, 'edit'))).toEqual(conflict(LOCKED));
    expect(refusedWith(() => step(invoiced, 'staffSet', COMPLETED))).toEqual(conflict(LOCKED));
    expect(refusedWith(() => step(invoiced, 'quoteSent'))).toEqual(conflict(LOCKED));
    expect(refusedWith(() => step(invoiced, 'completed'))).toEqual(conflict(ALREADY_INVOICED));
    expect(refusedWith(() => step(invoiced, 'inspectionEdit'))).toEqual(conflict(INSPECTION_LOCKED));
    expect(refusedWith(() => step(invoiced, 'delete'))).toEqual(
      conflict('This job card has been invoiced, so it cannot be deleted. Delete or void the invoice first.'),
    );
    const named = refusal('delete', 'INV-000002');
    expect([named.code, named.message]).toEqual(['CONFLICT', 'This job card has been invoiced (INV-000002), so it cannot be deleted. Delete or void the invoice first.']);
  });

  it('lets staff choose any status but Invoiced (400), before any card is read', () => {
    for (const chosen of OPEN) expect(assertChoice('staffSet', chosen)).toBe(chosen);
    expect(refusedWith(() => assertChoice('staffSet', INVOICED))).toEqual({ code: 'BAD_USER_INPUT', status: 400, message: BY_STAFF });
    expect(refusedWith(() => step({ status: IN_PROGRESS }, 'staffSet', INVOICED))).toEqual({ code: 'BAD_USER_INPUT', status: 400, message: BY_STAFF });
  });

  it('re-generates an invoice only for an Invoiced card', () => {
    for (const from of OPEN) expect(refusedWith(() => step({ status: from }, 'regenerateInvoice'))).toEqual(conflict(NOT_INVOICED));
  });

  it('moves only a card awaiting approval forward when a quote is approved; a decline changes nothing', () => {
    for (const from of ALL.filter((s) => s !== AWAITING_QUOTE)) expect(step({ status: from }, 'quoteApproved')).toBe(from);
    for (const from of ALL) expect(step({ status: from }, 'quoteDeclined')).toBe(from);
  });

  it('reopens only an Invoiced card when its invoice goes; invoices only a completed card', () => {
    for (const from of OPEN) expect(step({ status: from, termsAccepted: true }, 'invoiceRemoved')).toBe(from);
    for (const from of [DIAGNOSIS, AWAITING_QUOTE, IN_PROGRESS, INVOICED]) expect(refusedWith(() => step({ status: from }, 'invoiced'))).toEqual(conflict(ALREADY_INVOICED));
  });

  it('gives the SQL guards the statuses a step is refused from', () => {
    expect(refusedFrom('edit')).toEqual([INVOICED]);
    expect(refusedFrom('regenerateInvoice')).toEqual(OPEN);
    // A step that leaves a card as it is refuses nothing.
    expect(refusedFrom('quoteApproved')).toEqual([]);
    expect(() => refusal('quoteDeclined')).toThrow();
  });
});
