// @vitest-environment happy-dom
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminJobCardMarginDocument } from '../../../gql/graphql';
import { meMock } from '../render-admin';
import { JobCardMargin } from './JobCardMargin';

afterEach(cleanup);

const CARD = 'c'.repeat(24);

const margin = (invoiceNumber: string | null, grossProfitCents = 27615, grossMarginPercent: number | null = 53.1): MockLink.MockedResponse => ({
  request: { query: AdminJobCardMarginDocument, variables: { jobCardId: CARD } },
  result: {
    data: {
      jobCardMargin: {
        __typename: 'JobCardMargin',
        jobCardId: CARD,
        invoiceNumber,
        revenueExGstCents: 51990,
        partsSalesCents: 20990,
        partsCostCents: 10000,
        labourSalesCents: 30000,
        labourCostCents: 14375,
        otherSalesCents: 1000,
        grossProfitCents,
        grossMarginPercent,
      },
    },
  },
});

function renderAs(role: 'OWNER' | 'ADVISER' | 'TECHNICIAN', answer: MockLink.MockedResponse = margin('INV-000042')) {
  return render(
    <MockedProvider mocks={[meMock(role), answer]}>
      <JobCardMargin jobCardId={CARD} />
    </MockedProvider>,
  );
}

describe('the job card’s margin', () => {
  it('shows an adviser parts and labour cost and sell, the gross profit and the margin of the invoice', async () => {
    renderAs('ADVISER');
    expect((await screen.findByTestId('margin-parts')).textContent).toBe('$100.00 / $209.90');
    expect(screen.getByTestId('margin-labour').textContent).toBe('$143.75 / $300.00');
    expect(screen.getByTestId('margin-gross-profit').textContent).toBe('$276.15');
    expect(screen.getByTestId('margin-percent').textContent).toBe('53.1%');
    expect(screen.getByText(/From invoice INV-000042/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Margin' })).toBeTruthy();
  });

  it('says when the card is not invoiced yet, and shows no percent without revenue', async () => {
    renderAs('OWNER', margin(null, 0, null));
    expect((await screen.findByTestId('margin-percent')).textContent).toBe('—');
    expect(screen.getByText(/^Not invoiced yet/)).toBeTruthy();
  });

  it('shows a technician nothing, and does not ask for it', async () => {
    const { container } = renderAs('TECHNICIAN');
    // The account is read first; a technician's stays empty.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.innerHTML).toBe('');
    expect(screen.queryByTestId('jobcard-margin')).toBeNull();
  });
});
