/** How the audit trail reads to staff: fields and values before → after, people, records, and the Activity page's address. */
import { describe, expect, it } from 'vitest';
import { auditFilterOf, filtersFromParams, paramsOf } from './activity-filters';
import { actionLabel, actorLabel, recordKindOf, recordLink } from './audit-records';
import { fieldLabel, showValue, workshopDayOf } from './audit-values';

describe('a change’s fields', () => {
  it('names fields in words', () => {
    expect(fieldLabel('customerEmail')).toBe('Email');
    expect(fieldLabel('status')).toBe('Status');
    expect(fieldLabel('bankAccountName')).toBe('Bank account name');
    expect(fieldLabel('amountPaidCents')).toBe('Amount paid');
    expect(fieldLabel('someNewCents')).toBe('Some new');
    expect(fieldLabel('documentFooter')).toBe('Document footer');
  });

  it('shows values as the back office writes them, in the workshop’s zone', () => {
    expect(showValue('status', null)).toEqual({ kind: 'none' });
    expect(showValue('customerPhone', '')).toEqual({ kind: 'none' });
    expect(showValue('status', 'Pending Diagnosis')).toEqual({ kind: 'text', text: 'Pending Diagnosis' });
    expect(showValue('status', 'unpaid')).toEqual({ kind: 'text', text: 'Unpaid' });
    expect(showValue('totalCents', '123456')).toEqual({ kind: 'text', text: '$1,234.56' });
    expect(showValue('replied', 'true')).toEqual({ kind: 'text', text: 'Yes' });
    expect(showValue('preferredDate', '2026-11-27')).toEqual({ kind: 'text', text: '27/11/2026' });
    expect(showValue('preferredTime', '14:30')).toEqual({ kind: 'text', text: '2:30 PM' });
    // 03:05 UTC on 27 November is 2:05 PM in Melbourne (AEDT, +11).
    expect(showValue('marketingOptOutAt', '2026-11-27T03:05:00.000Z')).toEqual({ kind: 'text', text: '27/11/2026, 2:05 PM' });
    expect(showValue('bays', '4')).toEqual({ kind: 'text', text: '4' });
  });

  it('shows a document’s lines one per line, with their price', () => {
    const items = JSON.stringify([
      { description: 'Brake pads', quantity: 2, unitPriceCents: 4500 },
      { description: 'Labour', quantity: 1.5, unitPriceCents: 12000 },
    ]);
    expect(showValue('quoteItems', items)).toEqual({ kind: 'lines', lines: ['2 × Brake pads @ $45.00', '1.5 × Labour @ $120.00'] });
    // Rows recorded earlier keep the price under its older keys.
    const older = JSON.stringify([
      { description: 'Rotors', quantity: 1, unitCents: 9550 },
      { description: 'Wipers', quantity: 2, estimateCostCents: 2495 },
    ]);
    expect(showValue('items', older)).toEqual({ kind: 'lines', lines: ['1 × Rotors @ $95.50', '2 × Wipers @ $24.95'] });
    expect(showValue('items', '[]')).toEqual({ kind: 'text', text: 'None' });
    expect(showValue('tags', '["a","b"]')).toEqual({ kind: 'text', text: 'a, b' });
    expect(showValue('note', '[not json')).toEqual({ kind: 'text', text: '[not json' });
  });

  it('names the workshop day of a change, across midnight UTC', () => {
    expect(workshopDayOf('2026-11-26T14:30:00.000Z')).toEqual({ date: '2026-11-27', label: 'Friday 27 November 2026' });
  });
});

describe('who and what', () => {
  it('names customers and the system by their kind, staff by name', () => {
    expect(actorLabel({ actorKind: 'staff', actorName: 'mechanic1' })).toBe('mechanic1');
    expect(actorLabel({ actorKind: 'customer', actorName: 'Customer' })).toBe('Customer');
    // A failed staff sign-in is an attempt on a username, not a customer's change.
    expect(actorLabel({ actorKind: 'customer', actorName: 'Unknown (sign-in as “admin”)', action: 'auth.sign_in_failed', summary: 'Failed sign-in as “admin”' })).toBe('Unknown (sign-in as “admin”)');
    expect(actorLabel({ actorKind: 'customer', actorName: 'Unknown', action: 'auth.sign_in_failed', summary: 'Failed sign-in as “owner”: the account is disabled' })).toBe('Unknown (sign-in as “owner”)');
    expect(actorLabel({ actorKind: 'customer', actorName: 'Unknown', action: 'auth.sign_in_failed', summary: '' })).toBe('Unknown (staff sign-in)');
    expect(actorLabel({ actorKind: 'customer', actorName: 'Customer', action: 'appointment.booked', summary: 'x' })).toBe('Customer');
    expect(actorLabel({ actorKind: 'system', actorName: 'System' })).toBe('System');
  });

  it('words known and unknown actions and kinds of record', () => {
    const declared = [{ action: 'jobcard.quote_sent', label: 'Quote sent', type: 'job_card' }];
    expect(actionLabel('jobcard.quote_sent', declared)).toBe('Quote sent');
    expect(actionLabel('stock.counted_again', declared)).toBe('Stock counted again');
    expect(recordKindOf('job_card').label).toBe('Job card');
    expect(recordKindOf('stock_item').label).toBe('Stock item');
  });

  it('links each record to where it is looked at, and not to one this change deleted', () => {
    expect(recordLink({ action: 'jobcard.created', entityType: 'job_card', entityId: 'a'.repeat(24) })).toEqual({ to: `/admin/jobcards/${'a'.repeat(24)}` });
    expect(recordLink({ action: 'jobcard.deleted', entityType: 'job_card', entityId: 'a'.repeat(24) })).toBeNull();
    expect(recordLink({ action: 'invoice.deleted', entityType: 'invoice', entityId: 'INV-000123' })).toEqual({ to: '/admin/invoice?number=INV-000123' });
    expect(recordLink({ action: 'appointment.cancelled', entityType: 'appointment', entityId: 'b1' })).toEqual({ to: '/admin/appointments?appointment=b1' });
    expect(recordLink({ action: 'customer.updated', entityType: 'customer', entityId: 'c1' })).toEqual({ to: '/admin/customers/c1' });
    expect(recordLink({ action: 'contact.replied', entityType: 'contact_query', entityId: 'q1' })).toEqual({ to: '/admin/contact-queries', state: { open: 'q1' } });
    expect(recordLink({ action: 'settings.checklist_saved', entityType: 'settings', entityId: 'inspection-checks' })).toEqual({ to: '/admin/settings/inspection' });
    expect(recordLink({ action: 'auth.signed_in', entityType: 'user', entityId: 'u1' })).toBeNull();
  });
});

describe('the Activity page’s address', () => {
  it('reads the filters from the query, ignoring malformed ones, and writes only those set', () => {
    const filters = filtersFromParams(new URLSearchParams('who=customer&kind=job_card&from=2026-11-01&to=27/11/2026&action=bad%20value'));
    expect(filters).toEqual({ who: 'customer', kind: 'job_card', action: '', from: '2026-11-01', to: '' });
    expect(paramsOf(filters).toString()).toBe('who=customer&kind=job_card&from=2026-11-01');
  });

  it('asks for a kind of actor, or one member of staff by id', () => {
    const base = { kind: '', action: '', from: '', to: '' };
    expect(auditFilterOf({ ...base, who: 'system' })).toMatchObject({ actorKind: 'system', actorId: null });
    expect(auditFilterOf({ ...base, who: 'abc123' })).toMatchObject({ actorKind: null, actorId: 'abc123' });
    expect(auditFilterOf({ ...base, who: '' })).toEqual({ actorKind: null, actorId: null, entityType: null, action: null, from: null, to: null });
  });
});
