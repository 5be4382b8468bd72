// @vitest-environment happy-dom
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import {
  AdminCreatePurchaseOrderDocument,
  AdminJobCardPageDocument,
  AdminPartsDocument,
  AdminPurchaseOrderDocument,
  AdminPurchaseOrderSuggestionsDocument,
  AdminSuppliersDocument,
} from '../../../gql/graphql';
import { ConfirmProvider } from '../ui/Confirm';
import { NoticeProvider, NoticeStack } from '../ui/Notices';
import { BURSON, CARD, FILTER, listed, PADS, poLine, purchaseOrder, ROTOR } from './po-fixtures';
import PurchaseOrderPage from './PurchaseOrderPage';
import PurchaseOrdersPage from './PurchaseOrdersPage';

afterEach(cleanup);

const supplier = (id: string, name: string, email: string | null) => ({ __typename: 'Supplier' as const, id, name, email, priceFileColumns: null, createdAt: '2026-12-01T00:00:00.000Z', updatedAt: '2026-12-01T00:00:00.000Z' });
const low = (partId: string, partNumber: string, description: string, quantity: number, unitCostCents: number) => ({
  __typename: 'PurchaseOrderSuggestion' as const,
  partId,
  partNumber,
  description,
  supplierId: BURSON,
  supplierName: 'Burson',
  quantity,
  unitCostCents,
  onHand: 1,
  reserved: 0,
  onOrder: 0,
  reason: '1 to come, reorder point 2',
});

const MADE = purchaseOrder(30, { status: 'draft', lines: [poLine(1, PADS, 'DB1234', 'Front brake pads', 6, 0, 4800)] });

const MOCKS: MockLink.MockedResponse[] = [
  listed({ status: 'open' }, []),
  { request: { query: AdminSuppliersDocument }, result: { data: { suppliers: [supplier(BURSON, 'Burson', 'orders@burson.example'), supplier('z'.repeat(24), 'Corner Store', null)] } }, maxUsageCount: 5 },
  { request: { query: AdminJobCardPageDocument, variables: { filter: { status: 'WORK_IN_PROGRESS' }, limit: 50 } }, result: { data: { jobCardPage: { __typename: 'JobCardPage', items: [], nextCursor: null } } }, maxUsageCount: 5 },
  { request: { query: AdminPartsDocument, variables: { filter: { q: null }, limit: 50 } }, result: { data: { parts: { __typename: 'PartPage', items: [], nextCursor: null } } }, maxUsageCount: 5 },
  {
    request: { query: AdminPurchaseOrderSuggestionsDocument, variables: { supplierId: BURSON, jobCardId: null } },
    result: { data: { purchaseOrderSuggestions: [low(PADS, 'DB1234', 'Front brake pads', 4, 5000), low(ROTOR, 'RDA7717', 'Front rotor', 2, 11728), low(FILTER, 'Z418', 'Oil filter', 3, 850)] } },
  },
  {
    request: {
      query: AdminCreatePurchaseOrderDocument,
      variables: { input: { supplierId: BURSON, lines: [{ partId: PADS, quantity: 6, unitCost: 48 }, { partId: FILTER, quantity: 3, unitCost: 8.5 }], jobCardIds: [CARD], notes: 'Deliver by Friday' } },
    },
    result: { data: { createPurchaseOrder: MADE } },
  },
  { request: { query: AdminPurchaseOrderDocument, variables: { id: MADE.id } }, result: { data: { purchaseOrder: MADE } }, maxUsageCount: 5 },
];

describe('New Order', () => {
  it('opened from a job card names it; fills the supplier’s low stock, each line edited or removed, then goes to the order made', async () => {
    const user = userEvent.setup();
    render(
      <MockedProvider mocks={MOCKS}>
        <MemoryRouter initialEntries={[{ pathname: '/admin/purchase-orders', state: { newOrderFor: { id: CARD, number: 'JC-000123' } } }]}>
          <NoticeProvider>
            <NoticeStack />
            <ConfirmProvider>
              <Routes>
                <Route path="/admin/purchase-orders" element={<PurchaseOrdersPage businessName="Truganina Auto" />} />
                <Route path="/admin/purchase-orders/:id" element={<PurchaseOrderPage businessName="Truganina Auto" />} />
              </Routes>
            </ConfirmProvider>
          </NoticeProvider>
        </MemoryRouter>
      </MockedProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'New Purchase Order' });
    expect(within(within(dialog).getByRole('list', { name: 'Job cards named' })).getByText('JC-000123')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Add Low Stock' }) as HTMLButtonElement).disabled).toBe(true);
    // Nothing to send yet: the form says what is missing.
    await user.click(within(dialog).getByRole('button', { name: 'Create Order' }));
    expect(within(dialog).getByText('Choose the supplier.')).toBeTruthy();
    expect(within(dialog).getByText('Add at least one part.')).toBeTruthy();

    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Supplier/ }), await within(dialog).findByRole('option', { name: 'Burson' }));
    expect(within(dialog).getByRole('option', { name: 'Corner Store (no email)' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Add Low Stock' }));
    expect(await within(dialog).findByText('3 low-stock parts added.', { selector: '[role="status"]' })).toBeTruthy();
    expect(within(dialog).getAllByTestId('po-draft-line')).toHaveLength(3);
    expect((within(dialog).getByLabelText('Quantity of DB1234') as HTMLInputElement).value).toBe('4');
    expect((within(dialog).getByLabelText('Cost of one ($) of DB1234') as HTMLInputElement).value).toBe('50.00');
    expect(within(dialog).getByText(/^Total \(ex GST\):/).textContent).toBe('Total (ex GST): $460.06');

    await user.click(within(dialog).getByRole('button', { name: 'Remove RDA7717' }));
    const quantity = within(dialog).getByLabelText('Quantity of DB1234');
    await user.clear(quantity);
    await user.type(quantity, '6');
    const cost = within(dialog).getByLabelText('Cost of one ($) of DB1234');
    await user.clear(cost);
    await user.type(cost, '48');
    expect(within(dialog).getByText(/^Total \(ex GST\):/).textContent).toBe('Total (ex GST): $313.50');
    await user.type(within(dialog).getByLabelText('Note to the supplier'), 'Deliver by Friday');
    await user.click(within(dialog).getByRole('button', { name: 'Create Order' }));
    expect(await screen.findByRole('heading', { name: /PO-000030/ })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
