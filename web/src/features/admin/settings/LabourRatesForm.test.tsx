// @vitest-environment happy-dom
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmProvider } from '../ui/Confirm';
import { NoticeProvider, NoticeStack } from '../ui/Notices';
import { LabourRatesForm, type RatesInput } from './LabourRatesForm';
import type { SavedRate } from './labour-rates-draft';

afterEach(cleanup);

const SAVED: SavedRate[] = [
  { id: 'std', name: 'Standard', hourlyRateCents: 15000, isDefault: true },
  { id: 'diag', name: 'Diagnostics', hourlyRateCents: 16550, isDefault: false },
];

function renderForm(save: (rates: RatesInput) => Promise<void>, saved: SavedRate[] = SAVED, canEdit = true) {
  return render(
    <MemoryRouter>
      <NoticeProvider>
        <NoticeStack />
        <ConfirmProvider>
          <LabourRatesForm saved={saved} save={save} canEdit={canEdit} />
        </ConfirmProvider>
      </NoticeProvider>
    </MemoryRouter>,
  );
}

/** The nth rate's row (1-based). */
const rate = (n: number) => within(screen.getAllByTestId('labour-rate')[n - 1]);

describe('the labour rates form', () => {
  it('shows each saved rate with its name, hourly rate and the default chosen', () => {
    renderForm(vi.fn());
    expect((rate(1).getByLabelText('Name') as HTMLInputElement).value).toBe('Standard');
    expect((rate(2).getByLabelText('Hourly rate ($)') as HTMLInputElement).value).toBe('165.50');
    expect((screen.getByRole('radio', { name: 'Default rate: Standard' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Save labour rates' })).toBeTruthy();
  });

  it('says under each field what is wrong, and does not save', async () => {
    const user = userEvent.setup();
    const save = vi.fn(() => Promise.resolve());
    renderForm(save);
    await user.click(screen.getByRole('button', { name: 'Add rate' }));
    await user.clear(rate(1).getByLabelText('Name'));
    await user.type(rate(3).getByLabelText('Name'), 'diagnostics');
    await user.type(rate(3).getByLabelText('Hourly rate ($)'), '99.999');
    await user.click(screen.getByRole('button', { name: 'Save labour rates' }));
    expect(save).not.toHaveBeenCalled();
    const name1 = rate(1).getByLabelText('Name');
    expect(name1.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name1);
    expect(rate(1).getByText('Give the rate a name.')).toBeTruthy();
    expect(rate(3).getByText('Another rate has this name.')).toBeTruthy();
    expect(rate(3).getByText('Hourly rate must have at most 2 decimals.')).toBeTruthy();
  });

  it('saves a new rate made the default, in dollars, keeping the others’ ids', async () => {
    const user = userEvent.setup();
    const save = vi.fn((_rates: RatesInput) => Promise.resolve());
    renderForm(save);
    await user.click(screen.getByRole('button', { name: 'Add rate' }));
    await user.type(rate(3).getByLabelText('Name'), 'Auto electrical');
    await user.type(rate(3).getByLabelText('Hourly rate ($)'), '180');
    await user.click(screen.getByRole('radio', { name: 'Default rate: Auto electrical' }));
    await user.click(screen.getByRole('button', { name: 'Save labour rates' }));
    expect(save).toHaveBeenCalledWith([
      { id: 'std', name: 'Standard', hourlyRate: 150, isDefault: false },
      { id: 'diag', name: 'Diagnostics', hourlyRate: 165.5, isDefault: false },
      { id: null, name: 'Auto electrical', hourlyRate: 180, isDefault: true },
    ]);
    expect(await screen.findByText('Labour rates saved. New labour lines can be charged at them.')).toBeTruthy();
  });

  it('asks before removing a rate; the default passes to the first rate left', async () => {
    const user = userEvent.setup();
    renderForm(vi.fn());
    await user.click(screen.getByRole('button', { name: 'Remove Standard' }));
    const ask = screen.getByRole('alertdialog', { name: 'Remove labour rate' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(screen.getAllByTestId('labour-rate')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove Standard' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove rate' }));
    expect(screen.getAllByTestId('labour-rate')).toHaveLength(1);
    expect((screen.getByRole('radio', { name: 'Default rate: Diagnostics' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Unsaved changes.')).toBeTruthy();
  });

  it('with every rate removed, shows that there are none and asks for one before saving', async () => {
    const user = userEvent.setup();
    const save = vi.fn(() => Promise.resolve());
    renderForm(save, [SAVED[0]]);
    await user.click(screen.getByRole('button', { name: 'Remove Standard' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove rate' }));
    expect(screen.getByText(/No labour rates\./)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save labour rates' }));
    expect(save).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Keep at least one labour rate: labour lines are charged at one.');
  });

  it('shows what the server refused under the rate it names', async () => {
    const user = userEvent.setup();
    const message = 'Rate 2: hourly rate must be at most $10,000.00.';
    const save = vi.fn(() => Promise.reject(new CombinedGraphQLErrors({ errors: [{ message, extensions: { fields: { 'rates.1': [message] } } }] })));
    renderForm(save);
    await user.clear(rate(2).getByLabelText('Hourly rate ($)'));
    await user.type(rate(2).getByLabelText('Hourly rate ($)'), '200');
    await user.click(screen.getByRole('button', { name: 'Save labour rates' }));
    const field = rate(2).getByLabelText('Hourly rate ($)');
    await vi.waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(rate(2).getByText(message)).toBeTruthy();
  });

  it('to a member of staff who is not an owner, shows the rates with nothing to change', () => {
    renderForm(vi.fn(), SAVED, false);
    expect((rate(1).getByLabelText('Name') as HTMLInputElement).readOnly).toBe(true);
    expect((rate(2).getByLabelText('Hourly rate ($)') as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByRole('radio', { name: 'Default rate: Diagnostics' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Add rate' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove Standard' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save labour rates' })).toBeNull();
    expect(screen.getByText('Only an owner can change the labour rates.')).toBeTruthy();
  });
});
