// @vitest-environment happy-dom
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminApplyPriceImportDocument, AdminPriceImportDocument, AdminSuppliersDocument, AdminUpdateSupplierDocument, type AdminSupplierFragment } from '../../../gql/graphql';
import { ConfirmProvider } from '../ui/Confirm';
import { NoticeProvider } from '../ui/Notices';
import { estimatedRows, problemText, readingPercent } from './price-file-upload';
import { PriceImportDialog } from './PriceImportDialog';
import { SuppliersSection } from './SuppliersSection';

const SUPPLIER = {
  __typename: 'Supplier' as const,
  id: 's'.repeat(24),
  name: 'Burson',
  email: 'orders@burson.example',
  priceFileColumns: { __typename: 'PriceFileColumns' as const, partNumber: 'Part No', description: 'Description', brand: null, costPrice: 'Cost', barcode: null },
  createdAt: '2026-12-01T00:00:00.000Z',
  updatedAt: '2026-12-01T00:00:00.000Z',
};
const IMPORT_ID = 'i'.repeat(24);

const CSV = 'Part No,Description,Cost\nDB1,Front pads,10.50\nDB2,Rear pads,12\nDB3,Rotor,abc\nDB4,Caliper,80\nDB5,Hose,9\n';

/** The import as the server has it at one moment. */
const job = (status: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'PriceImport' as const,
  id: IMPORT_ID,
  supplierId: SUPPLIER.id,
  status,
  rows: 0,
  processed: 0,
  newCount: 0,
  changedCount: 0,
  unchangedCount: 0,
  badCount: 0,
  failure: null,
  preview: [],
  problems: [],
  createdAt: '2026-12-06T00:00:00.000Z',
  appliedAt: null,
  ...extra,
});

const preview = (line: number, partNumber: string, description: string, costCents: number, outcome: string) => ({
  __typename: 'PriceImportPreview' as const,
  line,
  partNumber,
  description,
  brand: null,
  costCents,
  barcode: null,
  outcome,
});

const READ = {
  rows: 5,
  processed: 5,
  newCount: 3,
  changedCount: 1,
  unchangedCount: 0,
  badCount: 1,
  preview: [preview(2, 'DB1', 'Front pads', 1050, 'changed'), preview(3, 'DB2', 'Rear pads', 1200, 'new'), preview(5, 'DB4', 'Caliper', 8000, 'new'), preview(6, 'DB5', 'Hose', 900, 'new')],
  problems: [{ __typename: 'PriceImportProblem' as const, line: 4, message: 'Line 4: cost price must be an amount in dollars (“abc”).' }],
};

/** The server's answers to priceImport, one after another (the last one stays). */
function server(states: ReturnType<typeof job>[]) {
  const queue = { states, asked: 0 };
  const mock: MockLink.MockedResponse = {
    request: { query: AdminPriceImportDocument, variables: { id: IMPORT_ID } },
    result: () => {
      queue.asked++;
      const state = queue.states.length > 1 ? queue.states.shift()! : queue.states[0];
      return { data: { priceImport: state } };
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
  return { queue, mock };
}

let uploads: Array<{ url: string; init: RequestInit }>;

beforeEach(() => {
  uploads = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      uploads.push({ url, init });
      return new Response(JSON.stringify({ id: IMPORT_ID, status: 'reading' }), { status: 202, headers: { 'content-type': 'application/json' } });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDialog(mocks: MockLink.MockedResponse[], supplier: AdminSupplierFragment = SUPPLIER) {
  return render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter>
        <NoticeProvider>
          <ConfirmProvider>
            <PriceImportDialog supplier={supplier} onClose={() => undefined} pollMs={20} />
          </ConfirmProvider>
        </NoticeProvider>
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('a supplier’s price file import', () => {
  it('sends the CSV, shows the reading’s progress, then the counts, the bad rows and the first rows; applies after asking and says so once applied', async () => {
    const user = userEvent.setup();
    const { queue, mock } = server([job('reading', { rows: 2, processed: 2 }), job('reading', { rows: 4, processed: 4 }), job('ready', READ)]);
    const applied: MockLink.MockedResponse = {
      request: { query: AdminApplyPriceImportDocument, variables: { id: IMPORT_ID } },
      result: () => {
        queue.states = [job('applying', READ), job('applied', { ...READ, appliedAt: '2026-12-06T00:01:00.000Z' })];
        return { data: { applyPriceImport: job('applying', READ) } };
      },
    };
    renderDialog([mock, applied]);

    const dialog = await screen.findByRole('dialog', { name: 'Import Price File' });
    expect(dialog.textContent).toContain('Part numberPart No');
    expect(dialog.textContent).toContain('Cost priceCost');
    await user.click(within(dialog).getByRole('button', { name: 'Read Price File' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Choose the supplier’s CSV price file first.');

    await user.upload(within(dialog).getByLabelText('Price file (CSV)'), new File([CSV], 'burson.csv', { type: 'text/csv' }));
    expect(dialog.textContent).toContain('burson.csv');
    await user.click(within(dialog).getByRole('button', { name: 'Read Price File' }));

    // The progress while the server reads: rows read of the file's five.
    const bar = await within(dialog).findByRole('progressbar', { name: 'Reading the price file' });
    const seen = new Set<string>();
    await waitFor(() => {
      const now = within(dialog).queryByRole('progressbar')?.getAttribute('aria-valuenow');
      if (now) seen.add(now);
      expect(within(dialog).queryByTestId('price-import-counts')).not.toBeNull();
    });
    expect(bar).toBeTruthy();
    expect([...seen].some((value) => value === '40' || value === '80')).toBe(true);

    expect(uploads).toHaveLength(1);
    expect(uploads[0].url).toBe(`/api/admin/suppliers/${SUPPLIER.id}/price-files`);
    expect(uploads[0].init.method).toBe('POST');
    expect((uploads[0].init.headers as Record<string, string>)['content-type']).toContain('text/csv');
    expect(uploads[0].init.body).toBe(CSV);

    // Ready: what it does, the bad row by its line, the first rows.
    const counts = within(dialog).getByTestId('price-import-counts');
    expect(counts.textContent).toBe('New3Changed1Unchanged0Bad rows1');
    const problem = within(dialog).getByTestId('price-import-problem');
    expect(problem.textContent).toContain('4');
    expect(problem.textContent).toContain('Cost price must be an amount in dollars (“abc”).');
    const rows = within(dialog).getAllByTestId('price-import-preview');
    expect(rows).toHaveLength(4);
    expect(rows[0].textContent).toContain('DB1');
    expect(rows[0].textContent).toContain('$10.50');
    expect(rows[0].textContent).toContain('Changed');
    expect(rows[1].textContent).toContain('New');

    // Bad rows are left out, not a reason to refuse: Apply asks, naming what it does.
    const asked = queue.asked;
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    const question = await screen.findByRole('alertdialog', { name: 'Apply Price File' });
    expect(question.textContent).toContain('Apply burson.csv to Burson’s parts? 3 parts are added and 1 part is changed. 1 bad row is left out.');
    // No more asking while ready.
    expect(queue.asked).toBe(asked);
    await user.click(within(question).getByRole('button', { name: 'Apply' }));

    const outcome = await within(dialog).findByTestId('price-import-outcome');
    expect(outcome.textContent).toContain('Price file applied: 3 parts added, 1 changed, 1 bad row left out.');
    expect(within(dialog).getByRole('button', { name: 'Done' })).toBeTruthy();
  });

  it('shows why the server refused the file, and a file that failed while read', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message: 'The price file has no column “Cost”: its header row is “Part No”, “Price”.', code: 'BAD_USER_INPUT' }), { status: 400 })),
    );
    const { mock } = server([job('failed', { failure: 'The price file could not be imported. Please try again.' })]);
    renderDialog([mock]);
    const dialog = await screen.findByRole('dialog', { name: 'Import Price File' });
    const input = within(dialog).getByLabelText('Price file (CSV)');
    await user.upload(input, new File(['Part No,Price\nDB1,1\n'], 'wrong.csv', { type: 'text/csv' }));
    await user.click(within(dialog).getByRole('button', { name: 'Read Price File' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The price file has no column “Cost”: its header row is “Part No”, “Price”.');

    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ id: IMPORT_ID }), { status: 202 })));
    await user.click(within(dialog).getByRole('button', { name: 'Read Price File' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('The price file could not be imported. Please try again. Nothing of it was applied.');
    await user.click(within(dialog).getByRole('button', { name: 'Choose Another File' }));
    expect(within(dialog).getByLabelText('Price file (CSV)')).toBeTruthy();
  });

  it('is offered for each supplier on the Parts page, and sets the columns of a supplier without them first', async () => {
    const user = userEvent.setup();
    const bare = { ...SUPPLIER, priceFileColumns: null };
    const suppliers: MockLink.MockedResponse = { request: { query: AdminSuppliersDocument }, result: { data: { suppliers: [bare] } }, maxUsageCount: 10 };
    const input = { name: 'Burson', email: 'orders@burson.example', priceFileColumns: { partNumber: 'Part No', description: null, brand: null, costPrice: 'Cost ex GST', barcode: null } };
    const saved: MockLink.MockedResponse = {
      request: { query: AdminUpdateSupplierDocument, variables: { id: SUPPLIER.id, input } },
      result: { data: { updateSupplier: { ...SUPPLIER, priceFileColumns: { __typename: 'PriceFileColumns', ...input.priceFileColumns } } } },
    };
    render(
      <MockedProvider mocks={[suppliers, saved]}>
        <MemoryRouter>
          <NoticeProvider>
            <ConfirmProvider>
              <SuppliersSection />
            </ConfirmProvider>
          </NoticeProvider>
        </MemoryRouter>
      </MockedProvider>,
    );
    await user.click(await screen.findByRole('button', { name: 'Import price file of Burson' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import Price File' });
    expect(within(dialog).queryByLabelText('Price file (CSV)')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save Columns' }));
    expect(within(dialog).getByText('Name the part number column: a price file is read by it.')).toBeTruthy();
    expect(within(dialog).getByText('Name the cost price column: a price file is read by it.')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/^Part number column/), 'Part No');
    await user.type(within(dialog).getByLabelText(/^Cost price column/), 'Cost ex GST');
    await user.click(within(dialog).getByRole('button', { name: 'Save Columns' }));
    expect(await within(dialog).findByLabelText('Price file (CSV)')).toBeTruthy();
    expect(dialog.textContent).toContain('Cost priceCost ex GST');
    expect(screen.getAllByTestId('supplier-row')[0].textContent).toContain('Cost price: Cost ex GST');
  });
});

describe('a price file before it is sent', () => {
  it('guesses its rows for the progress, kept below 100 until the server is done', () => {
    expect(estimatedRows(CSV)).toBe(5);
    expect(estimatedRows('Part No,Cost\r\nA,1\r\n\r\nB,2')).toBe(2);
    expect(readingPercent(2, 5, false)).toBe(40);
    expect(readingPercent(7, 5, false)).toBe(99);
    expect(readingPercent(0, 0, false)).toBe(0);
    expect(readingPercent(5, 5, true)).toBe(100);
    expect(problemText('Line 4: the part number is empty.')).toBe('The part number is empty.');
  });
});
