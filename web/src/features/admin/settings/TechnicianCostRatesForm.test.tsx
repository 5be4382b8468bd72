// @vitest-environment happy-dom
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmProvider } from '../ui/Confirm';
import { NoticeProvider, NoticeStack } from '../ui/Notices';
import { costRatesInput, costRatesProblems, draftOfCostRates, rateField, sameCostRates, serverCostRatesProblems, type SavedCostRates } from './cost-rates-draft';
import { TechnicianCostRatesForm, type CostRatesInput } from './TechnicianCostRatesForm';

afterEach(cleanup);

const ALICE = 'a11ce0000000000000000001';
const BOB = 'b0b000000000000000000002';
const SAVED: SavedCostRates = {
  defaultRateCents: 4000,
  technicians: [
    { technicianId: ALICE, name: 'Alice Jones', rateCents: 4550 },
    { technicianId: BOB, name: 'Bob Smith', rateCents: null },
  ],
};

describe('the cost rates as typed', () => {
  it('are the saved ones until changed; empty is the default; the input is in dollars', () => {
    const draft = draftOfCostRates(SAVED);
    expect(draft).toEqual({ defaultRate: '40.00', rates: { [ALICE]: '45.50', [BOB]: '' } });
    expect(sameCostRates({ ...draft, rates: { ...draft.rates, [ALICE]: '45.5' } }, SAVED)).toBe(true);
    expect(sameCostRates({ ...draft, rates: { ...draft.rates, [BOB]: '40' } }, SAVED)).toBe(false);
    expect(costRatesInput({ ...draft, rates: { [ALICE]: '', [BOB]: '52.25' } }, SAVED)).toEqual({
      defaultRate: 40,
      technicians: [
        { technicianId: ALICE, rate: null },
        { technicianId: BOB, rate: 52.25 },
      ],
    });
  });

  it('say what is wrong with each field', () => {
    expect(costRatesProblems({ defaultRate: '', rates: { [ALICE]: '12.345', [BOB]: '2000' } }, SAVED)).toEqual({
      defaultRate: 'Enter the default cost of an hour.',
      [rateField(ALICE)]: 'Alice Jones’s rate must have at most 2 decimals.',
      [rateField(BOB)]: 'Bob Smith’s rate must be at most $1,000.00 an hour.',
    });
    expect(costRatesProblems(draftOfCostRates(SAVED), SAVED)).toEqual({});
    expect(serverCostRatesProblems(SAVED, { 'technicians.1': 'Technician 2: no staff account has the id x.', defaultRate: 'x' })).toEqual({
      [rateField(BOB)]: 'Technician 2: no staff account has the id x.',
      defaultRate: 'x',
    });
  });
});

function renderForm(save: (input: CostRatesInput) => Promise<void>) {
  return render(
    <MemoryRouter>
      <NoticeProvider>
        <NoticeStack />
        <ConfirmProvider>
          <TechnicianCostRatesForm saved={SAVED} save={save} />
        </ConfirmProvider>
      </NoticeProvider>
    </MemoryRouter>,
  );
}

describe('the technician cost rates form', () => {
  it('shows the default and each technician’s rate, the default as the placeholder of those without one', () => {
    renderForm(vi.fn());
    expect((screen.getByLabelText('Default cost per hour ($)') as HTMLInputElement).value).toBe('40.00');
    expect((screen.getByLabelText('Alice Jones') as HTMLInputElement).value).toBe('45.50');
    const bob = screen.getByLabelText('Bob Smith') as HTMLInputElement;
    expect(bob.value).toBe('');
    expect(bob.placeholder).toBe('Default ($40.00)');
  });

  it('saves in dollars, and not while a field is wrong', async () => {
    const user = userEvent.setup();
    const save = vi.fn((_input: CostRatesInput) => Promise.resolve());
    renderForm(save);
    await user.type(screen.getByLabelText('Bob Smith'), '-3');
    await user.click(screen.getByRole('button', { name: 'Save cost rates' }));
    expect(save).not.toHaveBeenCalled();
    expect(screen.getByText('Bob Smith’s rate must not be negative.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Bob Smith'));
    await user.clear(screen.getByLabelText('Bob Smith'));
    await user.type(screen.getByLabelText('Bob Smith'), '38.5');
    await user.click(screen.getByRole('button', { name: 'Save cost rates' }));
    expect(save).toHaveBeenCalledWith({
      defaultRate: 40,
      technicians: [
        { technicianId: ALICE, rate: 45.5 },
        { technicianId: BOB, rate: 38.5 },
      ],
    });
    expect(await screen.findByText('Technician cost rates saved. Margins use them from now on.')).toBeTruthy();
  });

  it('shows what the server refused under the field it names', async () => {
    const user = userEvent.setup();
    const message = 'Technician 1: no staff account has the id a11ce0000000000000000001.';
    const save = vi.fn(() => Promise.reject(new CombinedGraphQLErrors({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT', fields: { 'technicians.0': [message] } } }] })));
    renderForm(save);
    await user.click(screen.getByRole('button', { name: 'Save cost rates' }));
    const field = screen.getByLabelText('Alice Jones');
    await vi.waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(message).length).toBeGreaterThan(0);
  });
});
