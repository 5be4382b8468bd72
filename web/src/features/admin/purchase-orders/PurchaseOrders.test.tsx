// @vitest-environment happy-dom
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminCancelPurchaseOrderDocument, AdminPurchaseOrderDocument, AdminReceivePurchaseOrderDocument, AdminSendPurchaseOrderDocument } from '../../../gql/graphql';
import { ConfirmProvider } from '../ui/Confirm';
import { NoticeProvider, NoticeStack } from '../ui/Notices';
import { receiveDraftOf, receiveInput, receiveProblems } from './order-draft';
import { jobCardRef, listed, PADS, poLine, purchaseOrder, ROTOR } from './po-fixtures';
import PurchaseOrderPage from './PurchaseOrderPage';
import PurchaseOrdersPage from './PurchaseOrdersPage';

afterEach(cleanup);

function renderAt(path: string, mocks: MockLink.MockedResponse[]) {
  return render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={[path]}>
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
}

const SENT = purchaseOrder(12, { jobCards: [jobCardRef('JC-000123')] });
const DRAFT = purchaseOrder(13, { status: 'draft', supplierName: 'Repco', lines: [poLine(1, PADS, 'DB1234', 'Front brake pads', 1, 0, 123456)] });
const CANCELLED = purchaseOrder(11, { status: 'cancelled', cancelledAt: '2026-12-05T23:40:00.000Z' });

describe('the purchase orders list', () => {
  it('shows the open orders, loading first, each with its number, supplier, status, lines, total, date and job cards', async () => {
    renderAt('/admin/purchase-orders', [listed({ status: 'open' }, [DRAFT, SENT], 30)]);
    expect(screen.getByRole('status').textContent).toContain('Loading purchase orders…');
    const rows = await screen.findAllByTestId('po-row');
    expect(rows).toHaveLength(2);
    const [draft, sent] = rows;
    expect(within(draft).getByRole('link', { name: 'PO-000013' }).getAttribute('href')).toBe(`/admin/purchase-orders/${DRAFT.id}`);
    expect(draft.textContent).toContain('Repco');
    expect(within(draft).getByTestId('po-status').textContent).toBe('Draft');
    expect(draft.textContent).toContain('$1,234.56');
    expect(draft.textContent).toContain('06/12/26'); // Melbourne, the day after 23:30 UTC
    expect(within(sent).getByTestId('po-status').textContent).toBe('Sent');
    expect(within(sent).getByRole('link', { name: 'JC-000123' }).getAttribute('href')).toBe('/admin/jobcards/jjjjjjjjjjjjjjjjjjjjjjjj');
    // Lines, then the total: 4 × $50.00 + 2 × $117.28.
    const cells = within(sent).getAllByRole('cell').map((c) => c.textContent);
    expect(cells).toContain('2');
    expect(cells).toContain('$434.56');
    expect(await screen.findByText('2 purchase orders shown.')).toBeTruthy();
  });

  it('shows every order, or those of one status, and says when there are none', async () => {
    const user = userEvent.setup();
    renderAt('/admin/purchase-orders', [listed({ status: 'open' }, [SENT]), listed({ status: null }, [DRAFT, SENT, CANCELLED]), listed({ status: 'received' }, [])]);
    await screen.findAllByTestId('po-row');
    await user.selectOptions(screen.getByLabelText('Show'), 'All orders');
    await waitFor(() => expect(screen.getAllByTestId('po-row')).toHaveLength(3));
    expect(within(screen.getAllByTestId('po-row')[2]).getByTestId('po-status').textContent).toBe('Cancelled');
    await user.selectOptions(screen.getByLabelText('Show'), 'Received');
    expect(await screen.findByText('No received orders.')).toBeTruthy();
    expect(screen.queryAllByTestId('po-row')).toHaveLength(0);
  });
});

const orderMock = (order: unknown): MockLink.MockedResponse => ({ request: { query: AdminPurchaseOrderDocument, variables: { id: SENT.id } }, result: { data: { purchaseOrder: order } }, maxUsageCount: 10 });

describe('an order’s page', () => {
  it('receives a partial delivery: each outstanding line prefilled, one changed, one skipped, with the supplier’s invoice', async () => {
    const user = userEvent.setup();
    const after = purchaseOrder(12, {
      status: 'part-received',
      supplierInvoiceNumber: 'INV-77',
      jobCards: [jobCardRef('JC-000123')],
      lines: [poLine(1, PADS, 'DB1234', 'Front brake pads', 4, 3, 4800), poLine(2, ROTOR, 'RDA7717', 'Front rotor', 2, 0, 11728)],
    });
    const received: MockLink.MockedResponse = {
      request: { query: AdminReceivePurchaseOrderDocument, variables: { id: SENT.id, input: { lines: [{ partId: PADS, quantity: 3, unitCost: 48 }], supplierInvoiceNumber: 'INV-77' } } },
      result: { data: { receivePurchaseOrder: after } },
    };
    renderAt(`/admin/purchase-orders/${SENT.id}`, [orderMock(SENT), received]);
    expect(await screen.findByRole('heading', { name: /PO-000012/ })).toBeTruthy();
    expect(screen.getByTestId('po-total').textContent).toBe('$434.56');
    await user.click(screen.getByRole('button', { name: 'Receive Delivery' }));
    const dialog = await screen.findByRole('dialog', { name: 'Receive Delivery: PO-000012' });
    const pads = within(dialog).getByLabelText('Came of DB1234') as HTMLInputElement;
    const rotor = within(dialog).getByLabelText('Came of RDA7717') as HTMLInputElement;
    expect(pads.value).toBe('4');
    expect(rotor.value).toBe('2');
    // More than is still to come is refused before sending.
    await user.clear(pads);
    await user.type(pads, '5');
    await user.click(within(dialog).getByRole('button', { name: 'Receive Into Stock' }));
    expect(within(dialog).getByText('At most 4 are still to come.')).toBeTruthy();
    await user.clear(pads);
    await user.type(pads, '3');
    await user.type(within(dialog).getByLabelText('Invoiced cost of one of DB1234 ($)'), '48');
    await user.clear(rotor);
    await user.type(rotor, '0');
    await user.type(within(dialog).getByLabelText('Supplier invoice number'), 'INV-77');
    await user.click(within(dialog).getByRole('button', { name: 'Receive Into Stock' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('The delivery is in stock: PO-000012 is part received.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: /PO-000012/ }).textContent).toContain('Part received');
    const [padsRow, rotorRow] = screen.getAllByTestId('po-line');
    expect(within(padsRow).getAllByRole('cell').map((c) => c.textContent)).toEqual(['DB1234Front brake pads', '4', '3', '1', '$48.00', '$192.00']);
    expect(within(rotorRow).getAllByRole('cell').map((c) => c.textContent)[3]).toBe('2');
    expect(screen.getByTestId('po-invoice').textContent).toBe('INV-77');
    // Still some to come: another delivery can be received.
    expect(screen.getByRole('button', { name: 'Receive Delivery' })).toBeTruthy();
  });

  it('asks before cancelling, and shows the api’s refusal in the alert region', async () => {
    const user = userEvent.setup();
    const message = 'Part of PO-000012 has arrived: it cannot be cancelled. Record what did not come with the supplier instead.';
    const refused: MockLink.MockedResponse = { request: { query: AdminCancelPurchaseOrderDocument, variables: { id: SENT.id } }, result: { errors: [{ message, extensions: { code: 'CONFLICT' } }] } };
    renderAt(`/admin/purchase-orders/${SENT.id}`, [orderMock(SENT), refused]);
    await user.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Cancel PO-000012' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel Order' }));
    const region = screen.getByTestId('po-refusal');
    expect((await within(region).findByRole('alert')).textContent).toContain(message);
  });
});

describe('emailing an order', () => {
  it('asks first, then says when and where it went, with its PDF to view', async () => {
    const user = userEvent.setup();
    const draft = purchaseOrder(12, { status: 'draft' });
    const sent = purchaseOrder(12, { status: 'sent', sentAt: '2026-12-06T01:15:00.000Z', sentTo: 'orders@burson.example', documentId: 'd'.repeat(24) });
    const emailed: MockLink.MockedResponse = { request: { query: AdminSendPurchaseOrderDocument, variables: { id: draft.id } }, result: { data: { sendPurchaseOrder: sent } } };
    renderAt(`/admin/purchase-orders/${draft.id}`, [orderMock(draft), emailed]);
    await user.click(await screen.findByRole('button', { name: 'Email to Supplier' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Email PO-000012' });
    expect(within(ask).getByText('Email PO-000012 to Burson at orders@burson.example, with its PDF?')).toBeTruthy();
    expect(screen.getByText('Not yet')).toBeTruthy();
    await user.click(within(ask).getByRole('button', { name: 'Email Order' }));
    expect((await screen.findByTestId('po-sent')).textContent).toBe('06/12/2026, 12:15 PM to orders@burson.example');
    expect(screen.getByRole('button', { name: 'View purchase order PO-000012 PDF' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Email Again' })).toBeTruthy();
  });
});

describe('a delivery as typed', () => {
  it('prefills what is still to come, skips 0, and sends the invoice only when typed', () => {
    const draft = receiveDraftOf(purchaseOrder(12, { lines: [poLine(1, PADS, 'DB1234', 'Pads', 4, 4, 5000), poLine(2, ROTOR, 'RDA7717', 'Rotor', 2.5, 1, 100)] }));
    expect(draft.lines.map((l) => l.quantity)).toEqual(['1.5']);
    expect(receiveInput(draft)).toEqual({ lines: [{ partId: ROTOR, quantity: 1.5 }] });
    expect(receiveProblems({ ...draft, lines: [{ ...draft.lines[0], quantity: '0' }] })).toEqual({ 'lines.0.quantity': 'Enter how many came of at least one part.' });
    expect(receiveProblems({ ...draft, invoiceTotal: 'abc' })).toHaveProperty('supplierInvoiceTotal');
  });
});
