// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ItemsEditor } from './ItemsEditor';
import type { DraftItem } from './job-card-draft';

afterEach(cleanup);

function Card({ initial }: { initial: DraftItem[] }) {
  const [items, setItems] = useState(initial);
  return <ItemsEditor items={items} readOnly={false} pricesIncludeGst={false} decided={false} onChange={setItems} />;
}

const PADS: DraftItem = { key: 'a', description: 'Front brake pads', quantity: '1', unitPrice: '100', origin: null };

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
