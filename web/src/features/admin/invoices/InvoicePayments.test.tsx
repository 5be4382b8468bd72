// @vitest-environment happy-dom
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfirmProvider } from '../ui/Confirm';
import { NoticeProvider } from '../ui/Notices';
import { InvoicePayments } from './InvoicePayments';

afterEach(cleanup);

const payment = (refundedCents: number, reversedAt: string | null = null) => ({
  id: 'p'.repeat(24),
  amountCents: 11000,
  method: 'card' as const,
  methodLabel: 'Card (online)',
  paidOn: '2026-12-07',
  reference: 'pi_123',
  recordedBy: 'Stripe',
  recordedAt: '2026-12-07T01:00:00.000Z',
  reversedAt,
  reversedBy: reversedAt ? 'Stripe (refunded)' : null,
  refundedCents,
});

function show(p: ReturnType<typeof payment>, amountPaidCents: number) {
  render(
    <MockedProvider mocks={[]}>
      <NoticeProvider>
        <ConfirmProvider>
          <InvoicePayments invoice={{ invoiceNumber: 'INV-000001', payments: [p], amountPaidCents, balanceDueCents: 11000 - amountPaidCents, voided: false }} />
        </ConfirmProvider>
      </NoticeProvider>
    </MockedProvider>,
  );
}

describe('the payments of an invoice', () => {
  it('shows what was refunded of a card payment beside it, and what still counts as paid', () => {
    show(payment(2000), 9000);
    const list = screen.getByRole('region', { name: 'Payments' });
    expect(list.textContent).toContain('$110.00 · Card (online)');
    expect(list.textContent).toContain('Refunded $20.00');
    expect(list.textContent).toContain('Paid $90.00 · Balance due $20.00');
  });

  it('says nothing of refunds for a payment never refunded', () => {
    show(payment(0), 11000);
    expect(screen.getByRole('region', { name: 'Payments' }).textContent).not.toContain('Refunded');
  });
});
