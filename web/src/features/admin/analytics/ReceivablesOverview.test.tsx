// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ReceivablesOverview, type ReceivablesAnswer } from './ReceivablesOverview';

afterEach(cleanup);

const OWING: ReceivablesAnswer = {
  asOf: '2026-12-07',
  totals: { currentCents: 28000, days30Cents: 0, days60Cents: 3300, days90Cents: 12050, totalCents: 43350 },
  customerCount: 2,
  top: [
    { customerId: 'a'.repeat(24), name: 'Westgate Plumbing', invoices: 3, currentCents: 28000, days30Cents: 0, days60Cents: 3300, days90Cents: 0, totalCents: 31300 },
    { customerId: 'b'.repeat(24), name: 'Laverton Taxis', invoices: 1, currentCents: 0, days30Cents: 0, days60Cents: 0, days90Cents: 12050, totalCents: 12050 },
  ],
};

describe('ReceivablesOverview', () => {
  it('shows the totals by age and the customers who owe most', async () => {
    render(<ReceivablesOverview load={async () => OWING} />);
    const totals = await screen.findByTestId('receivables-totals');
    expect(totals.textContent).toContain('$280.00');
    expect(totals.textContent).toContain('$33.00');
    expect(totals.textContent).toContain('$433.50');
    const rows = screen.getAllByTestId('receivables-customer');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'Westgate Plumbing' }).getAttribute('href')).toBe(`/admin/customers/${'a'.repeat(24)}`);
    expect(rows[1]!.textContent).toContain('$120.50');
    expect(screen.getByRole('region', { name: 'Receivables by age' })).toBeTruthy();
  });

  it('says when nothing is owing, and offers a retry when the figures cannot be read', async () => {
    render(<ReceivablesOverview load={async () => ({ ...OWING, customerCount: 0, top: [], totals: { currentCents: 0, days30Cents: 0, days60Cents: 0, days90Cents: 0, totalCents: 0 } })} />);
    expect(await screen.findByText('Nothing is owing: every invoice is paid.')).toBeTruthy();
    cleanup();
    render(<ReceivablesOverview load={() => Promise.reject(new Error('The receivables could not be loaded (500).'))} />);
    expect(await screen.findByText('The receivables could not be loaded (500).')).toBeTruthy();
    expect(screen.getByRole('button', { name: /retry|try again/i })).toBeTruthy();
  });
});
