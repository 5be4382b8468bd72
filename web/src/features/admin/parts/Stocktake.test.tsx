// @vitest-environment happy-dom
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminPartsDocument, AdminPostStocktakeDocument } from '../../../gql/graphql';
import { ConfirmProvider } from '../ui/Confirm';
import { NoticeProvider } from '../ui/Notices';
import StocktakePage from './StocktakePage';
import { countProblem, differenceOf, postQuestion, stocktakeInput, summaryOf } from './stocktake-draft';

afterEach(cleanup);

const part = (id: string, partNumber: string, description: string, onHand: number, barcode: string | null = null) => ({
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
  bin: 'A3',
  barcode,
  reorderPoint: 0,
  reorderQuantity: 0,
  allowNegative: false,
  onHand,
  reserved: 0,
  available: onHand,
  archivedAt: null,
  createdAt: '2026-12-01T00:00:00.000Z',
  updatedAt: '2026-12-01T00:00:00.000Z',
});

const FRONT = part('a', 'DB1234 GCT', 'Front brake pads', 7.5, '9312345678901');
const REAR = part('b', 'DB1234 4WD', 'Rear brake pads', 1);
const ROTOR = part('c', 'RDA7717', 'Front rotor', 2);

const bin = (name: string, items: unknown[], maxUsageCount = 1): MockLink.MockedResponse => ({
  request: { query: AdminPartsDocument, variables: { filter: { bin: name }, limit: 100 } },
  result: { data: { parts: { __typename: 'PartPage', items, nextCursor: null } } },
  maxUsageCount,
});

function renderPage(mocks: MockLink.MockedResponse[]) {
  return render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={['/admin/parts/stocktake']}>
        <NoticeProvider>
          <ConfirmProvider>
            <StocktakePage businessName="Truganina Auto" />
          </ConfirmProvider>
        </NoticeProvider>
      </MemoryRouter>
    </MockedProvider>,
  );
}

async function countBin(user: ReturnType<typeof userEvent.setup>, name: string) {
  const box = screen.getByLabelText('Bin');
  expect(document.activeElement).toBe(box);
  await user.type(box, `${name}{Enter}`);
}

describe('the Stocktake page', () => {
  it('lists a bin’s parts, shows each count’s difference as it is typed, and posts the counted parts only after asking', async () => {
    const user = userEvent.setup();
    const input = { bin: 'A3', counts: [{ partId: FRONT.id, counted: 7.5 }, { partId: REAR.id, counted: 3 }] };
    const posted: MockLink.MockedResponse = {
      request: { query: AdminPostStocktakeDocument, variables: { input } },
      result: {
        data: {
          postStocktake: {
            __typename: 'StocktakeResult',
            message: 'Stocktake posted: 1 of 2 parts corrected.',
            lines: [
              { __typename: 'StocktakeLine', partId: FRONT.id, partNumber: 'DB1234 GCT', before: 7.5, counted: 7.5, difference: 0 },
              { __typename: 'StocktakeLine', partId: REAR.id, partNumber: 'DB1234 4WD', before: 1, counted: 3, difference: 2 },
            ],
          },
        },
      },
    };
    renderPage([bin('A3', [FRONT, REAR, ROTOR]), posted, bin('A3', [FRONT, { ...REAR, onHand: 3, available: 3 }, ROTOR])]);
    await countBin(user, 'A3');

    const rows = await screen.findAllByTestId('stocktake-row');
    expect(rows).toHaveLength(3);
    expect(rows[0].textContent).toContain('DB1234 GCT');
    expect(rows[0].textContent).toContain('Front brake pads');
    expect(rows[0].textContent).toContain('7.5');
    const front = screen.getByLabelText('Count of DB1234 GCT');
    await waitFor(() => expect(document.activeElement).toBe(front));

    // Enter goes from one count to the next.
    await user.type(front, '7.5{Enter}');
    const rear = screen.getByLabelText('Count of DB1234 4WD');
    expect(document.activeElement).toBe(rear);
    expect(rows[0].className).not.toContain('stocktake-row--differs');
    await user.type(rear, '3');
    expect(within(rows[1]).getByTestId('stocktake-difference').textContent).toBe('+2');
    expect(rows[1].className).toContain('stocktake-row--differs');
    await user.clear(rear);
    await user.type(rear, '0.5');
    expect(within(rows[1]).getByTestId('stocktake-difference').textContent).toBe('−0.5');
    await user.clear(rear);
    await user.type(rear, '3{Enter}');
    expect(document.activeElement).toBe(screen.getByLabelText('Count of RDA7717'));
    // The rotor is not counted: left out of the post.
    expect(screen.getByTestId('stocktake-summary').textContent).toBe('3 parts · 2 counted · 1 difference');

    await user.click(screen.getByRole('button', { name: 'Post Stocktake' }));
    const question = await screen.findByRole('alertdialog', { name: 'Post Stocktake' });
    expect(question.textContent).toContain('Post the counts of 2 parts of bin A3? 1 difference will be posted to the stock on hand.');
    await user.click(within(question).getByRole('button', { name: 'Post Stocktake' }));

    const result = await screen.findByTestId('stocktake-posted');
    expect(within(result).getByRole('status').textContent).toContain('Stocktake posted: 1 of 2 parts corrected.');
    const lines = within(result).getAllByTestId('stocktake-posted-line');
    expect(lines).toHaveLength(2);
    expect(lines[1].textContent).toContain('DB1234 4WD');
    expect(lines[1].textContent).toContain('+2');
    // The bin is loaded again with its new stock, its counts cleared.
    await waitFor(() => expect(screen.getAllByTestId('stocktake-row')[1].textContent).toContain('Rear brake pads3'));
    expect((screen.getByLabelText('Count of DB1234 4WD') as HTMLInputElement).value).toBe('');
    expect(screen.getByTestId('stocktake-summary').textContent).toBe('3 parts · 0 counted · 0 differences');
  });

  it('says a bin has no parts', async () => {
    const user = userEvent.setup();
    renderPage([bin('Z9', [])]);
    await countBin(user, 'Z9');
    expect(await screen.findByText('No parts in bin Z9.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Post Stocktake' })).toBeNull();
  });

  it('asks for a bin before loading one', async () => {
    const user = userEvent.setup();
    renderPage([]);
    await user.click(screen.getByRole('button', { name: 'Count Bin' }));
    expect(screen.getByRole('alert').textContent).toBe('Type the bin to count, e.g. A3-2.');
  });

  it('shows a failed load with a retry, and the server’s refusal of a post in an alert', async () => {
    const user = userEvent.setup();
    const failedLoad: MockLink.MockedResponse = {
      request: { query: AdminPartsDocument, variables: { filter: { bin: 'A3' }, limit: 100 } },
      result: { errors: [{ message: 'The database is busy. Please try again.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] },
    };
    const message = 'Count 1: this part does not exist.';
    const refused: MockLink.MockedResponse = {
      request: { query: AdminPostStocktakeDocument, variables: { input: { bin: 'A3', counts: [{ partId: FRONT.id, counted: 6 }] } } },
      result: { errors: [{ message, extensions: { code: 'BAD_USER_INPUT', fields: { 'counts.0': [message] } } }] },
    };
    renderPage([failedLoad, bin('A3', [FRONT]), refused]);
    await countBin(user, 'A3');
    expect((await screen.findByRole('alert')).textContent).toContain('The database is busy. Please try again.');
    await user.click(screen.getByRole('button', { name: /Try again/ }));
    const front = await screen.findByLabelText('Count of DB1234 GCT');
    await user.type(front, '6');
    expect(screen.getByTestId('stocktake-difference').textContent).toBe('−1.5');
    await user.click(screen.getByRole('button', { name: 'Post Stocktake' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Post Stocktake' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.queryByTestId('stocktake-posted')).toBeNull();
    expect((screen.getByLabelText('Count of DB1234 GCT') as HTMLInputElement).value).toBe('6');
  });

  it('posts nothing while a count is not a number of at most 2 decimals, or when nothing is counted', async () => {
    const user = userEvent.setup();
    renderPage([bin('A3', [FRONT, REAR])]);
    await countBin(user, 'A3');
    await user.click(await screen.findByRole('button', { name: 'Post Stocktake' }));
    expect(screen.getByRole('alert').textContent).toBe('Type the count of at least one part: a part left empty is not posted.');
    const rear = screen.getByLabelText('Count of DB1234 4WD');
    await user.type(rear, '1.234');
    expect(rear.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('A count is a number of 0 or more, with at most 2 decimals.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Post Stocktake' }));
    expect(screen.getByRole('alert').textContent).toBe('Correct the count marked before posting.');
    expect(document.activeElement).toBe(rear);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

const found = (q: string | null, items: unknown[]): MockLink.MockedResponse => ({
  request: { query: AdminPartsDocument, variables: { filter: { q }, limit: 50 } },
  result: { data: { parts: { __typename: 'PartPage', items, nextCursor: null } } },
  maxUsageCount: 10,
});

describe('counting parts of any bin', () => {
  it('adds the part a scanner found, its count focused, Enter back to the search; posts without a bin', async () => {
    const user = userEvent.setup();
    const elsewhere = { ...ROTOR, bin: 'C1' };
    const posted: MockLink.MockedResponse = {
      request: { query: AdminPostStocktakeDocument, variables: { input: { bin: null, counts: [{ partId: FRONT.id, counted: 5 }] } } },
      result: {
        data: {
          postStocktake: {
            __typename: 'StocktakeResult',
            message: 'Stocktake posted: 1 of 1 part corrected.',
            lines: [{ __typename: 'StocktakeLine', partId: FRONT.id, partNumber: 'DB1234 GCT', before: 7.5, counted: 5, difference: -2.5 }],
          },
        },
      },
    };
    renderPage([found(null, [FRONT, REAR, elsewhere]), found('9312345678901', [FRONT]), found('RDA', [elsewhere]), posted]);
    await user.click(screen.getByRole('button', { name: 'Any parts' }));
    expect(screen.getByRole('button', { name: 'Any parts' }).getAttribute('aria-pressed')).toBe('true');
    const search = screen.getByLabelText('Find a part');
    await waitFor(() => expect(document.activeElement).toBe(search));
    expect(screen.getByText(/No parts yet/)).toBeTruthy();

    await user.type(search, '9312345678901{Enter}');
    const front = await screen.findByLabelText('Count of DB1234 GCT');
    await waitFor(() => expect(document.activeElement).toBe(front));
    expect((search as HTMLInputElement).value).toBe('');
    await user.type(front, '5{Enter}');
    expect(document.activeElement).toBe(search);
    expect(screen.getByTestId('stocktake-difference').textContent).toBe('−2.5');

    await user.type(search, 'RDA');
    await user.click(await screen.findByRole('button', { name: 'Count RDA7717' }));
    const rows = await screen.findAllByTestId('stocktake-row');
    expect(rows).toHaveLength(2);
    expect(rows[1].textContent).toContain('C1');
    expect(screen.getByTestId('stocktake-summary').textContent).toBe('2 parts · 1 counted · 1 difference');

    await user.click(screen.getByRole('button', { name: 'Post Stocktake' }));
    const question = await screen.findByRole('alertdialog', { name: 'Post Stocktake' });
    expect(question.textContent).toContain('Post the counts of 1 part? 1 difference will be posted to the stock on hand.');
    await user.click(within(question).getByRole('button', { name: 'Post Stocktake' }));
    expect((await screen.findByTestId('stocktake-posted')).textContent).toContain('Stocktake posted: 1 of 1 part corrected.');
    await waitFor(() => expect(screen.getAllByTestId('stocktake-row')[0].textContent).toContain('Front brake pads'));
    expect(screen.getAllByTestId('stocktake-row')[0].textContent).not.toContain('7.5');
    expect(screen.getByTestId('stocktake-summary').textContent).toBe('2 parts · 0 counted · 0 differences');
  });
});

describe('a stocktake’s counts', () => {
  const parts = [
    { id: 'a', onHand: 7.5 },
    { id: 'b', onHand: 1 },
    { id: 'c', onHand: 0 },
  ];

  it('makes each count’s difference to the cent, and leaves the parts not counted out', () => {
    expect(differenceOf('7.5', 7.5)).toBe(0);
    expect(differenceOf(' 0.1 ', 0.3)).toBe(-0.2);
    expect(differenceOf('', 2)).toBeNull();
    expect(differenceOf('abc', 2)).toBeNull();
    const counts = { a: '7.5', b: '3', c: '' };
    expect(summaryOf(parts, counts)).toEqual({ counted: 2, differences: 1, problems: 0 });
    expect(stocktakeInput('A3', parts, counts)).toEqual({ bin: 'A3', counts: [{ partId: 'a', counted: 7.5 }, { partId: 'b', counted: 3 }] });
    expect(summaryOf(parts, { a: '-1', b: '1.234', c: '2' })).toEqual({ counted: 1, differences: 1, problems: 2 });
  });

  it('says what is wrong with a count, and asks naming the differences', () => {
    expect(countProblem('')).toBeNull();
    expect(countProblem('12.25')).toBeNull();
    expect(countProblem('1e3')).toBe('A count is a number of 0 or more, with at most 2 decimals.');
    expect(countProblem('100001')).toBe('A count is at most 100,000.');
    expect(postQuestion('A3', { counted: 1, differences: 0, problems: 0 })).toBe('Post the counts of 1 part of bin A3? Every count matches the stock on hand: nothing changes.');
    expect(postQuestion('A3', { counted: 4, differences: 2, problems: 0 })).toBe('Post the counts of 4 parts of bin A3? 2 differences will be posted to the stock on hand.');
    expect(postQuestion(null, { counted: 2, differences: 1, problems: 0 })).toBe('Post the counts of 2 parts? 1 difference will be posted to the stock on hand.');
  });
});
