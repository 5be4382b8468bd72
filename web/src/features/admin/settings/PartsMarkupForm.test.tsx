// @vitest-environment happy-dom
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmProvider } from '../ui/Confirm';
import { NoticeProvider, NoticeStack } from '../ui/Notices';
import { bandFieldName, draftOfBands, exampleLine, markupInput, markupProblems, sameBands, sellAt, serverMarkupProblems, withNewBand, withoutBand, type SavedBand } from './markup-draft';
import { PartsMarkupForm, type MarkupBandsInput } from './PartsMarkupForm';

afterEach(cleanup);

const SAVED: SavedBand[] = [
  { upToCostCents: 1000, multiplier: 2 },
  { upToCostCents: 5000, multiplier: 1.6 },
  { upToCostCents: null, multiplier: 1.35 },
];

describe('the parts markup as typed', () => {
  it('sells a part at its cost × its band’s multiplier, a band covering costs up to and including its highest, rounded half up to the cent', () => {
    const rows = draftOfBands(SAVED);
    expect(sellAt(1000, rows)).toBe(2000);
    expect(sellAt(1001, rows)).toBe(1602);
    expect(sellAt(2000, rows)).toBe(3200);
    expect(sellAt(5001, rows)).toBe(6751); // 67.5135 → $67.51
    expect(sellAt(1003, rows)).toBe(1605); // 16.048 → $16.05
    expect(sellAt(10_000, [{ key: 'k', upToCost: '', multiplier: '1.005' }])).toBe(10_050);
    expect(sellAt(1, [{ key: 'k', upToCost: '', multiplier: '1.5' }])).toBe(2); // 1.5 cents → 2
    expect(exampleLine('20', rows)).toBe('A part costing $20.00 sells at $32.00.');
  });

  it('gives no example while the cost or a band it depends on is not a number', () => {
    const rows = draftOfBands(SAVED);
    expect(exampleLine('abc', rows)).toBeNull();
    expect(exampleLine('20', [{ ...rows[0], upToCost: 'x' }, ...rows.slice(1)])).toBeNull();
    expect(exampleLine('5', [rows[0], { ...rows[1], multiplier: '' }, rows[2]])).toBe('A part costing $5.00 sells at $10.00.');
  });

  it('adds a band before the last, which keeps covering every cost above; removing the last makes the one before the last', () => {
    const rows = draftOfBands(SAVED);
    const added = withNewBand(rows);
    expect(added.map((r) => r.key)).toEqual([rows[0].key, rows[1].key, added[2].key, rows[2].key]);
    expect(withNewBand([])).toHaveLength(1);
    const shorter = withoutBand(rows, rows[2].key);
    expect(markupInput(shorter)).toEqual([{ upToCost: 10, multiplier: 2 }, { multiplier: 1.6 }]);
  });

  it('sends the highest costs in dollars, left out on the last band, and knows the saved bands as typed differently', () => {
    const rows = draftOfBands(SAVED);
    expect(markupInput(rows)).toEqual([{ upToCost: 10, multiplier: 2 }, { upToCost: 50, multiplier: 1.6 }, { multiplier: 1.35 }]);
    expect(sameBands([{ ...rows[0], upToCost: '10' }, { ...rows[1], multiplier: '1.600' }, rows[2]], SAVED)).toBe(true);
    expect(sameBands([rows[0], { ...rows[1], multiplier: '1.7' }, rows[2]], SAVED)).toBe(false);
  });

  it('says what is wrong with each field: rising highest costs, multipliers from 1 to 100 with at most 3 decimals', () => {
    const rows = draftOfBands(SAVED);
    const typed = [{ ...rows[0], upToCost: '50' }, { ...rows[1], upToCost: '50', multiplier: '0.9' }, { ...rows[2], multiplier: '1.2345' }];
    expect(markupProblems(typed)).toEqual({
      [bandFieldName(rows[1], 'upToCost')]: 'Up to cost must be more than the band before’s $50.00.',
      [bandFieldName(rows[1], 'multiplier')]: 'Multiplier must be from 1 to 100.',
      [bandFieldName(rows[2], 'multiplier')]: 'Multiplier must be a number with at most 3 decimals.',
    });
    expect(markupProblems([{ ...rows[0], upToCost: '' }, rows[2]])).toEqual({ [bandFieldName(rows[0], 'upToCost')]: 'Enter the highest cost of this band.' });
    expect(markupProblems([])).toEqual({ bands: 'Keep at least one band: parts without a fixed price sell by it.' });
    expect(markupProblems(rows)).toEqual({});
  });

  it('puts the server’s message under the field of the band it names', () => {
    const rows = draftOfBands(SAVED);
    expect(
      serverMarkupProblems(rows, {
        'bands.1': 'Band 2: upToCost must be higher than the band before’s ($10.00).',
        'bands.0': 'Band 1: the multiplier must be a number from 1 to 100.',
        'bands.2': 'Band 3: the last band covers every cost above the one before; leave its upToCost out.',
      }),
    ).toEqual({
      [bandFieldName(rows[1], 'upToCost')]: 'Band 2: upToCost must be higher than the band before’s ($10.00).',
      [bandFieldName(rows[0], 'multiplier')]: 'Band 1: the multiplier must be a number from 1 to 100.',
      [bandFieldName(rows[2], 'multiplier')]: 'Band 3: the last band covers every cost above the one before; leave its upToCost out.',
    });
  });
});

function renderForm(save: (bands: MarkupBandsInput) => Promise<void>, canEdit = true) {
  return render(
    <MemoryRouter>
      <NoticeProvider>
        <NoticeStack />
        <ConfirmProvider>
          <PartsMarkupForm saved={SAVED} save={save} canEdit={canEdit} />
        </ConfirmProvider>
      </NoticeProvider>
    </MemoryRouter>,
  );
}

const band = (n: number) => within(screen.getAllByTestId('markup-band')[n - 1]);

describe('the parts markup form', () => {
  it('shows each band, the last one covering every cost above, and an example from the bands as typed', async () => {
    const user = userEvent.setup();
    renderForm(vi.fn());
    expect((band(1).getByLabelText('Up to cost ($)') as HTMLInputElement).value).toBe('10.00');
    expect((band(2).getByLabelText('Multiplier') as HTMLInputElement).value).toBe('1.6');
    expect(band(3).queryByRole('textbox', { name: 'Up to cost ($)' })).toBeNull();
    expect(band(3).getByText('Above $50.00')).toBeTruthy();
    expect(screen.getByTestId('markup-example').textContent).toBe('A part costing $20.00 sells at $32.00.');
    await user.clear(band(2).getByLabelText('Multiplier'));
    await user.type(band(2).getByLabelText('Multiplier'), '1.75');
    expect(screen.getByTestId('markup-example').textContent).toBe('A part costing $20.00 sells at $35.00.');
    expect(screen.getByText('Unsaved changes.')).toBeTruthy();
  });

  it('saves an added band in dollars, and does not save while a field is wrong', async () => {
    const user = userEvent.setup();
    const save = vi.fn((_bands: MarkupBandsInput) => Promise.resolve());
    renderForm(save);
    await user.click(screen.getByRole('button', { name: 'Add band' }));
    await user.click(screen.getByRole('button', { name: 'Save parts markup' }));
    expect(save).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(band(3).getByLabelText('Up to cost ($)'));
    expect(band(3).getByText('Enter the highest cost of this band.')).toBeTruthy();
    await user.type(band(3).getByLabelText('Up to cost ($)'), '200');
    await user.type(band(3).getByLabelText('Multiplier'), '1.25');
    await user.click(screen.getByRole('button', { name: 'Save parts markup' }));
    expect(save).toHaveBeenCalledWith([{ upToCost: 10, multiplier: 2 }, { upToCost: 50, multiplier: 1.6 }, { upToCost: 200, multiplier: 1.25 }, { multiplier: 1.35 }]);
    expect(await screen.findByText('Parts markup saved. Parts without a fixed sell price sell by it from now on.')).toBeTruthy();
  });

  it('shows what the server refused under the band it names', async () => {
    const user = userEvent.setup();
    const message = 'Band 2: the multiplier must be a number from 1 to 100.';
    const save = vi.fn(() => Promise.reject(new CombinedGraphQLErrors({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT', fields: { 'bands.1': [message] } } }] })));
    renderForm(save);
    await user.click(screen.getByRole('button', { name: 'Save parts markup' }));
    const field = band(2).getByLabelText('Multiplier');
    await vi.waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(band(2).getByText(message)).toBeTruthy();
  });

  it('to a member of staff who is not an owner, shows the bands with nothing to change', () => {
    renderForm(vi.fn(), false);
    expect((band(1).getByLabelText('Up to cost ($)') as HTMLInputElement).readOnly).toBe(true);
    expect((band(3).getByLabelText('Multiplier') as HTMLInputElement).readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'Add band' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove band 1' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save parts markup' })).toBeNull();
    expect(screen.getByText('Only an owner can change the parts markup.')).toBeTruthy();
    expect(screen.getByTestId('markup-example').textContent).toBe('A part costing $20.00 sells at $32.00.');
  });
});
