// @vitest-environment happy-dom
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminAdjustStockDocument, AdminCreatePartDocument, AdminPartDocument, AdminPartsDocument, AdminStockMovesDocument, AdminSuppliersDocument } from '../../../gql/graphql';
import { ConfirmProvider } from '../ui/Confirm';
import { NoticeProvider, NoticeStack } from '../ui/Notices';
import { draftOfPart, emptyPartDraft, partForEnter, partInput, partProblems } from './part-draft';
import PartsPage from './PartsPage';
import { emptySupplierDraft, supplierInput, supplierProblems } from './supplier-draft';

afterEach(cleanup);

const part = (id: string, partNumber: string, description: string, barcode: string | null, extra: Record<string, unknown> = {}) => ({
  __typename: 'Part' as const,
  id: id.repeat(24),
  partNumber,
  description,
  brand: 'Bendix',
  supplierId: null,
  costCents: 5000,
  sellCents: 8995,
  sellPriceFixed: false,
  gstFree: false,
  bin: 'A3-2',
  barcode,
  reorderPoint: 2,
  reorderQuantity: 4,
  allowNegative: false,
  onHand: 7.5,
  reserved: 1,
  available: 6.5,
  archivedAt: null,
  createdAt: '2026-12-01T00:00:00.000Z',
  updatedAt: '2026-12-01T00:00:00.000Z',
  ...extra,
});

const FRONT = part('a', 'DB1234 GCT', 'Front brake pads', '9312345678901');
const REAR = part('b', 'DB1234 4WD', 'Rear brake pads', '9312345678918', { available: 1, onHand: 1, reserved: 0 });
const ROTOR = part('c', 'RDA7717', 'Front rotor', null, { brand: 'RDA', sellCents: 12900 });

const found = (q: string | null, items: unknown[]): MockLink.MockedResponse => ({
  request: { query: AdminPartsDocument, variables: { filter: { q }, limit: 50 } },
  result: { data: { parts: { __typename: 'PartPage', items, nextCursor: null } } },
  maxUsageCount: 10,
});

const MOVE = {
  __typename: 'StockMove' as const,
  id: 'm'.repeat(24),
  partId: FRONT.id,
  kind: 'adjusted',
  quantity: -2,
  onHandAfter: 7.5,
  reason: 'Damaged in the store',
  jobCardId: null,
  byName: 'Casey',
  at: '2026-12-05T23:30:00.000Z',
};

const opened = (p: typeof FRONT): MockLink.MockedResponse[] => [
  { request: { query: AdminPartDocument, variables: { id: p.id } }, result: { data: { part: p } }, maxUsageCount: 10 },
  { request: { query: AdminStockMovesDocument, variables: { partId: p.id, limit: 20 } }, result: { data: { stockMoves: { __typename: 'StockMovePage', items: [MOVE], nextCursor: null } } }, maxUsageCount: 10 },
];

const SUPPLIERS: MockLink.MockedResponse = {
  request: { query: AdminSuppliersDocument },
  result: { data: { suppliers: [{ __typename: 'Supplier', id: 's'.repeat(24), name: 'Burson', email: 'orders@burson.example', priceFileColumns: null, createdAt: '2026-12-01T00:00:00.000Z', updatedAt: '2026-12-01T00:00:00.000Z' }] } },
  maxUsageCount: 10,
};

function renderPage(mocks: MockLink.MockedResponse[], state: unknown = null) {
  return render(
    <MockedProvider mocks={[found(null, [FRONT, REAR, ROTOR]), SUPPLIERS, ...mocks]}>
      <MemoryRouter initialEntries={[{ pathname: '/admin/parts', state }]}>
        <NoticeProvider>
          <NoticeStack />
          <ConfirmProvider>
            <PartsPage businessName="Truganina Auto" />
          </ConfirmProvider>
        </NoticeProvider>
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('the Parts page', () => {
  it('lists the parts with their bin, stock and sell price, the search focused for a scanner', async () => {
    renderPage([]);
    const rows = await screen.findAllByTestId('part-row');
    expect(rows).toHaveLength(3);
    expect(rows[0].textContent).toContain('DB1234 GCT');
    expect(rows[0].textContent).toContain('A3-2');
    expect(rows[0].textContent).toContain('6.5 / 7.5');
    expect(rows[0].textContent).toContain('$89.95');
    expect(rows[1].textContent).toContain('Low');
    expect(document.activeElement).toBe(screen.getByLabelText('Search parts'));
    expect(await screen.findByText('Burson')).toBeTruthy();
  });

  it('opens the part whose barcode a scanner typed, once the search has answered, with its stock and moves', async () => {
    const user = userEvent.setup();
    renderPage([found('9312345678901', [REAR, FRONT]), ...opened(FRONT)]);
    await screen.findAllByTestId('part-row');
    await user.type(screen.getByLabelText('Search parts'), '9312345678901{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'DB1234 GCT' });
    const stock = within(dialog).getByTestId('part-stock');
    expect(stock.textContent).toContain('On hand7.5');
    expect(stock.textContent).toContain('Reserved1');
    expect(stock.textContent).toContain('Available6.5');
    const move = await within(dialog).findByTestId('stock-move');
    expect(move.textContent).toContain('Adjusted');
    expect(move.textContent).toContain('−2');
    expect(move.textContent).toContain('Damaged in the store');
    expect(move.textContent).toContain('by Casey');
    expect(move.textContent).toContain('06/12/2026, 10:30 AM'); // Melbourne, summer time
  });

  it('on Enter opens the only part found, and none when several are found and none has the barcode typed', async () => {
    const user = userEvent.setup();
    renderPage([found('RDA', [ROTOR]), found('DB1234', [FRONT, REAR]), ...opened(ROTOR)]);
    await screen.findAllByTestId('part-row');
    const search = screen.getByLabelText('Search parts');
    await user.type(search, 'DB1234{Enter}');
    await waitFor(() => expect(screen.getAllByTestId('part-row')).toHaveLength(2));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.clear(search);
    await user.type(search, 'RDA{Enter}');
    expect(await screen.findByRole('dialog', { name: 'RDA7717' })).toBeTruthy();
  });

  it('opens the part an Activity record was clicked for', async () => {
    renderPage(opened(FRONT), { open: FRONT.id });
    const dialog = await screen.findByRole('dialog', { name: 'DB1234 GCT' });
    expect(within(dialog).getByText('Empty: from the markup matrix (now $89.95).')).toBeTruthy();
    expect((within(dialog).getByLabelText(/^Cost price/) as HTMLInputElement).value).toBe('50.00');
    expect((within(dialog).getByLabelText('Sell price ($)') as HTMLInputElement).value).toBe('');
  });

  it('says why a stock adjustment was refused', async () => {
    const user = userEvent.setup();
    const refused: MockLink.MockedResponse = {
      request: { query: AdminAdjustStockDocument, variables: { id: FRONT.id, input: { quantity: -8, reason: 'Sold over the counter' } } },
      result: { errors: [{ message: 'Not enough stock: 7.5 on hand, 8 asked for.', extensions: { code: 'CONFLICT' } }] },
    };
    renderPage([...opened(FRONT), refused], { open: FRONT.id });
    const dialog = await screen.findByRole('dialog', { name: 'DB1234 GCT' });
    await user.click(within(dialog).getByRole('button', { name: 'Adjust Stock' }));
    expect(within(dialog).getByText('Say why the stock changes.')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Quantity'), '-8');
    await user.type(within(dialog).getByLabelText('Reason'), 'Sold over the counter');
    await user.click(within(dialog).getByRole('button', { name: 'Adjust Stock' }));
    expect((await within(dialog).findByTestId('adjust-refused')).textContent).toBe('Not enough stock: 7.5 on hand, 8 asked for.');
  });

  it('adds a part, showing what the server refused under its field', async () => {
    const user = userEvent.setup();
    const input = { partNumber: 'Z418', description: 'Ryco oil filter', brand: null, supplierId: 's'.repeat(24), costPrice: 8.5, sellPrice: null, gstFree: false, bin: null, barcode: '9312345678901', reorderPoint: 0, reorderQuantity: 0, allowNegative: false };
    const message = 'Another part has this barcode (DB1234 GCT).';
    const refused: MockLink.MockedResponse = {
      request: { query: AdminCreatePartDocument, variables: { input } },
      result: { errors: [{ message, extensions: { code: 'BAD_USER_INPUT', fields: { barcode: [message] } } }] },
    };
    renderPage([refused]);
    await screen.findAllByTestId('part-row');
    await user.click(screen.getByRole('button', { name: 'Add Part' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Part' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Part' }));
    expect(within(dialog).getByText('Part number is required.')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/^Part number/), 'Z418');
    await user.type(within(dialog).getByLabelText(/^Description/), 'Ryco oil filter');
    await user.selectOptions(await within(dialog).findByLabelText('Supplier'), await within(dialog).findByRole('option', { name: 'Burson' }));
    await user.type(within(dialog).getByLabelText(/^Cost price/), '8.50');
    await user.type(within(dialog).getByLabelText('Barcode'), '9312345678901');
    await user.click(within(dialog).getByRole('button', { name: 'Add Part' }));
    const barcode = within(dialog).getByLabelText('Barcode');
    await waitFor(() => expect(barcode.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getAllByText(message).length).toBeGreaterThan(0);
    expect(document.activeElement).toBe(barcode);
  });

  it('offers Scan only where the browser reads barcodes', async () => {
    renderPage([]);
    await screen.findAllByTestId('part-row');
    expect(screen.queryByRole('button', { name: 'Scan' })).toBeNull();
    cleanup();
    (window as unknown as { BarcodeDetector?: unknown }).BarcodeDetector = class {};
    try {
      renderPage([]);
      expect(await screen.findByRole('button', { name: 'Scan' })).toBeTruthy();
    } finally {
      delete (window as unknown as { BarcodeDetector?: unknown }).BarcodeDetector;
    }
  });
});

describe('a part’s draft', () => {
  it('sends prices in dollars, an empty sell price as from the matrix, and every field as typed', () => {
    const draft = { ...emptyPartDraft(), partNumber: ' DB1234 GCT ', description: 'Front pads', costPrice: '50', sellPrice: '', barcode: ' 931 ', reorderPoint: '2.5', allowNegative: true };
    expect(partInput(draft)).toEqual({
      partNumber: 'DB1234 GCT',
      description: 'Front pads',
      brand: null,
      supplierId: null,
      costPrice: 50,
      sellPrice: null,
      gstFree: false,
      bin: null,
      barcode: '931',
      reorderPoint: 2.5,
      reorderQuantity: 0,
      allowNegative: true,
    });
    expect(partInput({ ...draft, sellPrice: '89.95' }).sellPrice).toBe(89.95);
    expect(draftOfPart({ ...FRONT, sellPriceFixed: true }).sellPrice).toBe('89.95');
  });

  it('says what is missing or wrong under the api’s field names', () => {
    expect(partProblems(emptyPartDraft())).toEqual({ partNumber: 'Part number is required.', description: 'Description is required.', costPrice: 'Cost price is required.' });
    const typed = { ...emptyPartDraft(), partNumber: '--', description: 'x', costPrice: '1.234', sellPrice: 'abc', barcode: 'a b', reorderPoint: '-1' };
    expect(Object.keys(partProblems(typed))).toEqual(['partNumber', 'costPrice', 'sellPrice', 'barcode', 'reorderPoint']);
  });

  it('opens on Enter the part with the barcode typed, else the only one found', () => {
    expect(partForEnter([REAR, FRONT], '9312345678901')).toBe(FRONT.id);
    expect(partForEnter([ROTOR], 'rda')).toBe(ROTOR.id);
    expect(partForEnter([FRONT, REAR], 'DB1234')).toBeNull();
    expect(partForEnter([ROTOR], '  ')).toBeNull();
  });
});

describe('a supplier’s draft', () => {
  it('asks for the part number and cost price columns once any column is named', () => {
    const draft = { ...emptySupplierDraft(), name: 'Burson', columns: { ...emptySupplierDraft().columns, description: 'Desc' } };
    expect(supplierProblems(draft)).toEqual({
      'priceFileColumns.partNumber': 'Name the part number column too: a price file is read by it.',
      'priceFileColumns.costPrice': 'Name the cost price column too: a price file is read by it.',
    });
    expect(supplierInput({ ...emptySupplierDraft(), name: ' Burson ' })).toEqual({ name: 'Burson', email: null, priceFileColumns: null });
    const full = { ...draft, columns: { ...draft.columns, partNumber: 'Part No', costPrice: 'Cost ex GST' } };
    expect(supplierProblems(full)).toEqual({});
    expect(supplierInput(full).priceFileColumns).toEqual({ partNumber: 'Part No', description: 'Desc', brand: null, costPrice: 'Cost ex GST', barcode: null });
  });
});
