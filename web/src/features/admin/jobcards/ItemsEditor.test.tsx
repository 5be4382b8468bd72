// @vitest-environment happy-dom
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ItemsEditor } from './ItemsEditor';
import type { DraftItem } from './job-card-draft';
import { AdminLabourRatesDocument, AdminLinePartDocument, AdminLinePartSearchDocument, AdminLineTechniciansDocument } from '../../../gql/graphql';

afterEach(cleanup);

// The workshop's labour rates and technicians, as the api answers them.
const ANSWERS: MockLink.MockedResponse[] = [
  {
    request: { query: AdminLabourRatesDocument },
    result: {
      data: {
        labourRates: [
          { __typename: 'LabourRate', id: 'std', name: 'Standard', hourlyRateCents: 15000, isDefault: true },
          { __typename: 'LabourRate', id: 'diag', name: 'Diagnostics', hourlyRateCents: 16550, isDefault: false },
        ],
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  {
    request: { query: AdminLineTechniciansDocument },
    result: { data: { technicians: [{ __typename: 'Technician', id: 'tech-1', name: 'Sam Spanner' }] } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
];

/** The lines as the card last had them (what an autosave would send). */
let saved: DraftItem[] = [];

function Items({ initial, pricesIncludeGst, catalogue }: { initial: DraftItem[]; pricesIncludeGst: boolean; catalogue: boolean }) {
  const [items, setItems] = useState(initial);
  const change = (next: DraftItem[]) => {
    saved = next;
    setItems(next);
  };
  return <ItemsEditor items={items} readOnly={false} pricesIncludeGst={pricesIncludeGst} decided={false} catalogue={catalogue} onChange={change} />;
}

function Card({ initial, pricesIncludeGst = false, catalogue = false, mocks = [] }: { initial: DraftItem[]; pricesIncludeGst?: boolean; catalogue?: boolean; mocks?: MockLink.MockedResponse[] }) {
  return (
    <MockedProvider mocks={[...ANSWERS, ...mocks]}>
      <Items initial={initial} pricesIncludeGst={pricesIncludeGst} catalogue={catalogue} />
    </MockedProvider>
  );
}

/** Waits for the rates to have come: a labour row's list offers them. */
const ratesCame = () => screen.findAllByRole('option', { name: 'Diagnostics ($165.50/h)' });

const PART = { kind: 'PART', gstFree: false, labourRateId: null, technicianId: null } as const;
const PADS: DraftItem = { key: 'a', description: 'Front brake pads', quantity: '1', unitPrice: '100', origin: null, ...PART };
const LABOUR: DraftItem = { ...PADS, key: 'c', description: 'Diagnose misfire', kind: 'LABOUR', labourRateId: 'std', unitPrice: '150.00' };
const REGO: DraftItem = { key: 'b', description: 'Rego transfer fee', quantity: '1', unitPrice: '50', origin: null, ...PART };

/** The totals list's value of a term ('Subtotal', 'of which GST-free', 'GST (10%)', 'Total'). */
function total(term: string): string {
  const dt = within(document.querySelector<HTMLElement>('.totals')!).getByText(term);
  return dt.nextElementSibling?.textContent ?? '';
}

describe('a job card line', () => {
  it('edited, its amount follows the quantity', async () => {
    const user = userEvent.setup();
    render(<Card initial={[PADS]} />);
    const qty = screen.getByLabelText('Item 1 quantity');
    await user.clear(qty);
    await user.type(qty, '2');
    const row = screen.getByTestId('item-row');
    expect(within(row).getByText(/Item 1 amount/).parentElement?.textContent).toContain('200.00');
  });

  it('with a price that is not a number, says what is wrong', async () => {
    const user = userEvent.setup();
    render(<Card initial={[PADS]} />);
    const price = screen.getByLabelText('Item 1 unit price');
    await user.clear(price);
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toMatch(/Unit price/);
  });

  it('can be added and removed', async () => {
    const user = userEvent.setup();
    render(<Card initial={[PADS]} />);
    await user.click(screen.getByRole('button', { name: /Add Item/ }));
    expect(screen.getAllByTestId('item-row')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove item 1 (Front brake pads)' }));
    expect(screen.getAllByTestId('item-row')).toHaveLength(1);
    expect(screen.queryByDisplayValue('Front brake pads')).toBeNull();
  });
});

describe('a line of a kind', () => {
  it('as labour, counts hours and is charged at the default rate; another kind counts a quantity again', async () => {
    const user = userEvent.setup();
    render(<Card initial={[{ ...PADS, description: 'Brake service', unitPrice: '0' }, LABOUR]} />);
    await ratesCame();
    expect(screen.getByLabelText('Item 1 quantity')).toBeTruthy();
    expect(screen.queryByLabelText('Item 1 labour rate')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Item 1 kind'), 'Labour');
    expect(screen.queryByLabelText('Item 1 quantity')).toBeNull();
    expect(screen.getByLabelText('Item 1 hours')).toBeTruthy();
    expect((screen.getByLabelText('Item 1 labour rate') as HTMLSelectElement).value).toBe('std');
    expect((screen.getByLabelText('Item 1 unit price') as HTMLInputElement).value).toBe('150.00');
    expect(screen.getByLabelText('Item 1 technician')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Item 1 kind'), 'Sundry');
    expect(screen.getByLabelText('Item 1 quantity')).toBeTruthy();
    expect(screen.queryByLabelText('Item 1 labour rate')).toBeNull();
    expect(screen.queryByLabelText('Item 1 technician')).toBeNull();
  });

  it('charged at a rate, takes its hourly price, and its amount follows the hours', async () => {
    const user = userEvent.setup();
    render(<Card initial={[LABOUR]} />);
    await ratesCame();
    await user.selectOptions(screen.getByLabelText('Item 1 labour rate'), 'Diagnostics ($165.50/h)');
    expect((screen.getByLabelText('Item 1 unit price') as HTMLInputElement).value).toBe('165.50');
    const hours = screen.getByLabelText('Item 1 hours');
    await user.clear(hours);
    await user.type(hours, '1.5');
    // 1.5 × $165.50 = $248.25
    expect(within(screen.getByTestId('item-row')).getByText(/Item 1 amount/).parentElement?.textContent).toContain('$248.25');
    await user.clear(hours);
    expect(screen.getByRole('alert').textContent).toBe('Hours must be a positive number (at most 2 decimals).');
    await user.type(hours, '1.5');
    await screen.findByRole('option', { name: 'Sam Spanner' });
    await user.selectOptions(screen.getByLabelText('Item 1 technician'), 'Sam Spanner');
    expect((screen.getByLabelText('Item 1 technician') as HTMLSelectElement).value).toBe('tech-1');
  });

  it('as a discount, is typed as its size and taken off', async () => {
    const user = userEvent.setup();
    render(<Card initial={[PADS, { ...REGO, description: 'Loyalty discount', unitPrice: '0' }]} />);
    await user.selectOptions(screen.getByLabelText('Item 2 kind'), 'Discount');
    const size = screen.getByLabelText('Item 2 discount');
    await user.clear(size);
    await user.type(size, '20');
    expect(within(screen.getAllByTestId('item-row')[1]).getByText(/Item 2 amount/).parentElement?.textContent).toContain('-$20.00');
    // $100 − $20 = $80, GST added on top.
    expect(total('Subtotal')).toBe('$80.00');
    expect(total('Total')).toBe('$88.00');
  });
});

describe('the totals with a GST-free line', () => {
  it('add GST on the taxable lines only', async () => {
    const user = userEvent.setup();
    render(<Card initial={[PADS, REGO]} />);
    expect(total('GST (10%)')).toBe('$15.00');
    expect(screen.queryByText('of which GST-free')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Item 2 GST-free' }));
    // GST on the $100 of pads only; the $50 fee is GST-free.
    expect(total('Subtotal')).toBe('$150.00');
    expect(total('of which GST-free')).toBe('$50.00');
    expect(total('GST (10%)')).toBe('$10.00');
    expect(total('Total')).toBe('$160.00');
  });

  it('take GST out of the taxable lines only when prices include it', async () => {
    const user = userEvent.setup();
    render(<Card initial={[{ ...PADS, unitPrice: '110' }, REGO]} pricesIncludeGst />);
    await user.click(screen.getByRole('checkbox', { name: 'Item 2 GST-free' }));
    expect(total('GST (10%)')).toBe('$10.00');
    expect(total('Total')).toBe('$160.00');
  });
});

// A part of the catalogue, as the api answers it.
const CALIPER = { __typename: 'Part', id: 'part-1', partNumber: 'BC-200', description: 'Brake caliper', bin: 'A3-2', barcode: '9312345678901', sellCents: 18950, gstFree: false, available: 5 } as const;
const BOLT = { ...CALIPER, id: 'part-2', partNumber: 'BC-200B', description: 'Caliper bolt', barcode: null, sellCents: 450, available: -1, bin: null } as const;

describe('Add Part', () => {
  it('picks the part a scanned barcode names (Enter): a part line at its price, naming it, with its stock', async () => {
    const user = userEvent.setup();
    const search: MockLink.MockedResponse = {
      request: { query: AdminLinePartSearchDocument, variables: { q: '9312345678901', limit: 8 } },
      // Another part matches the words too: the barcode decides.
      result: { data: { parts: { __typename: 'PartPage', items: [BOLT, CALIPER], nextCursor: null } } },
    };
    render(<Card initial={[PADS]} catalogue mocks={[search]} />);
    await user.click(screen.getByRole('button', { name: 'Add Part' }));
    await user.type(screen.getByLabelText(/Find a part/), '9312345678901{Enter}');
    await screen.findByDisplayValue('BC-200 Brake caliper');
    const row = screen.getAllByTestId('item-row')[1];
    expect((within(row).getByLabelText('Item 2 unit price') as HTMLInputElement).value).toBe('189.50');
    expect((within(row).getByLabelText('Item 2 quantity') as HTMLInputElement).value).toBe('1');
    expect((within(row).getByLabelText('Item 2 kind') as HTMLSelectElement).value).toBe('PART');
    expect(within(row).getByTestId('part-stock').textContent).toBe('In stock: 5 available (bin A3-2)');
    expect(saved[1]).toMatchObject({ kind: 'PART', partId: 'part-1', description: 'BC-200 Brake caliper', unitPrice: '189.50', gstFree: false });
    // The search is cleared for the next scan.
    expect((screen.getByLabelText(/Find a part/) as HTMLInputElement).value).toBe('');
  });

  it('lists the parts typed words find; a click picks one, and a part short of stock says how many to order', async () => {
    const user = userEvent.setup();
    const search: MockLink.MockedResponse = {
      request: { query: AdminLinePartSearchDocument, variables: { q: 'caliper', limit: 8 } },
      result: { data: { parts: { __typename: 'PartPage', items: [CALIPER, BOLT], nextCursor: null } } },
    };
    render(<Card initial={[]} catalogue mocks={[search]} />);
    await user.click(screen.getByRole('button', { name: 'Add Part' }));
    await user.type(screen.getByLabelText(/Find a part/), 'caliper');
    await user.click(await screen.findByRole('button', { name: /BC-200B/ }));
    expect(await screen.findByDisplayValue('BC-200B Caliper bolt')).toBeTruthy();
    expect(screen.getByTestId('part-stock').textContent).toBe('Short: 1 to order');
    expect(saved[0]).toMatchObject({ partId: 'part-2', unitPrice: '4.50' });
  });

  it('a part line loaded with the card shows its part’s stock as the server has it', async () => {
    const lookup: MockLink.MockedResponse = {
      request: { query: AdminLinePartDocument, variables: { id: 'part-1' } },
      result: { data: { part: { ...CALIPER, available: 3 } } },
    };
    render(<Card initial={[{ ...PADS, description: 'BC-200 Brake caliper', partId: 'part-1' }]} catalogue mocks={[lookup]} />);
    expect((await screen.findByTestId('part-stock')).textContent).toBe('In stock: 3 available (bin A3-2)');
  });

  it('is not offered without the catalogue (a technician)', () => {
    render(<Card initial={[{ ...PADS, partId: 'part-1' }]} />);
    expect(screen.queryByRole('button', { name: 'Add Part' })).toBeNull();
    expect(screen.queryByTestId('part-stock')).toBeNull();
  });
});
