// @vitest-environment happy-dom
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminCreatePurchaseOrderDocument, AdminPurchaseOrderSuggestionsDocument } from '../../../gql/graphql';
import { NoticeProvider, NoticeStack } from '../ui/Notices';
import { JobCardOrders } from './JobCardOrders';
import { BURSON, CARD, FILTER, jobCardRef, listed, PADS, poLine, purchaseOrder, REPCO, ROTOR } from './po-fixtures';

afterEach(cleanup);

const suggestion = (partId: string, partNumber: string, description: string, supplier: [string, string] | null, quantity: number, unitCostCents: number) => ({
  __typename: 'PurchaseOrderSuggestion' as const,
  partId,
  partNumber,
  description,
  supplierId: supplier?.[0] ?? null,
  supplierName: supplier?.[1] ?? null,
  quantity,
  unitCostCents,
  onHand: 0,
  reserved: quantity,
  onOrder: 0,
  reason: `JC-000123 is short ${quantity}`,
});

const SUGGESTED: MockLink.MockedResponse = {
  request: { query: AdminPurchaseOrderSuggestionsDocument, variables: { supplierId: null, jobCardId: CARD } },
  result: {
    data: {
      purchaseOrderSuggestions: [
        suggestion(PADS, 'DB1234', 'Front brake pads', [BURSON, 'Burson'], 1, 5000),
        suggestion(ROTOR, 'RDA7717', 'Front rotor', [REPCO, 'Repco'], 2, 11728),
        suggestion(FILTER, 'Z418', 'Oil filter', null, 1, 850),
        suggestion('d'.repeat(24), 'WP123', 'Wiper blades', [BURSON, 'Burson'], 2, 1500),
      ],
    },
  },
};

const TO_BURSON = purchaseOrder(20, { status: 'draft', jobCards: [jobCardRef('JC-000123')], lines: [poLine(1, PADS, 'DB1234', 'Front brake pads', 1, 0, 5000), poLine(2, 'd'.repeat(24), 'WP123', 'Wiper blades', 2, 0, 1500)] });
const TO_REPCO = purchaseOrder(21, { status: 'draft', supplierId: REPCO, supplierName: 'Repco', jobCards: [jobCardRef('JC-000123')], lines: [poLine(1, ROTOR, 'RDA7717', 'Front rotor', 2, 0, 11728)] });

const created = (input: unknown, order: unknown): MockLink.MockedResponse => ({ request: { query: AdminCreatePurchaseOrderDocument, variables: { input } }, result: { data: { createPurchaseOrder: order } } });

function renderOrders(mocks: MockLink.MockedResponse[], beforeOrder = vi.fn(async () => true)) {
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter>
        <NoticeProvider>
          <NoticeStack />
          <JobCardOrders jobCardId={CARD} jobNumber="JC-000123" hasParts beforeOrder={beforeOrder} />
        </NoticeProvider>
      </MemoryRouter>
    </MockedProvider>,
  );
  return beforeOrder;
}

describe('ordering a job card’s parts', () => {
  it('asks first, listing each supplier’s order and the parts without a supplier, then makes one order per supplier for the card', async () => {
    const user = userEvent.setup();
    const burson = created({ supplierId: BURSON, lines: [{ partId: PADS, quantity: 1 }, { partId: 'd'.repeat(24), quantity: 2 }], jobCardIds: [CARD], notes: null }, TO_BURSON);
    const repco = created({ supplierId: REPCO, lines: [{ partId: ROTOR, quantity: 2 }], jobCardIds: [CARD], notes: null }, TO_REPCO);
    const saved = renderOrders([listed({ jobCardId: CARD }, []), SUGGESTED, burson, repco, listed({ jobCardId: CARD }, [TO_REPCO, TO_BURSON])]);
    expect(await screen.findByText('No parts are on order for this card.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Order Parts' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Order parts for JC-000123' });
    expect(saved).toHaveBeenCalledTimes(1);
    const groups = within(ask).getAllByTestId('order-group');
    expect(groups.map((g) => within(g).getByRole('heading').textContent)).toEqual(['Burson', 'Repco']);
    expect(groups[0].textContent).toContain('1 × DB1234 Front brake pads');
    expect(groups[0].textContent).toContain('2 × WP123 Wiper blades');
    expect(groups[1].textContent).toContain('2 × RDA7717 Front rotor');
    expect(groups[1].textContent).toContain('$234.56');
    const leftOut = within(ask).getByTestId('order-left-out');
    expect(within(leftOut).getByRole('heading').textContent).toBe('No supplier: set one on the part');
    expect(leftOut.textContent).toContain('Z418');
    // The safe choice has the focus.
    expect(document.activeElement).toBe(within(ask).getByRole('button', { name: 'Cancel' }));

    await user.click(within(ask).getByRole('button', { name: 'Make 2 Orders' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByText(/^Ordered: PO-000020 to Burson, PO-000021 to Repco\./)).toBeTruthy();
    const orders = await screen.findAllByTestId('jobcard-po');
    expect(orders.map((o) => within(o).getByRole('link').textContent)).toEqual(['PO-000021', 'PO-000020']);
    expect(within(orders[0]).getByTestId('po-status').textContent).toBe('Draft');
  });

  it('says so when nothing needs ordering, and makes no order', async () => {
    const user = userEvent.setup();
    const none: MockLink.MockedResponse = { request: SUGGESTED.request, result: { data: { purchaseOrderSuggestions: [] } } };
    renderOrders([listed({ jobCardId: CARD }, [TO_BURSON]), none]);
    expect((await screen.findAllByTestId('jobcard-po')).length).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Order Parts' }));
    expect(await screen.findByText('Nothing to order: the parts on this card are in stock or already on order.')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
