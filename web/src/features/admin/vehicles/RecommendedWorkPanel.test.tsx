// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../render-admin';
import { RecommendedWorkPanel } from './RecommendedWorkPanel';
import type { RecommendedWork } from './recommended-work';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const TYRES: RecommendedWork = {
  _id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
  description: 'Rear tyres (pair)',
  quantity: 2,
  unitPriceCents: 18950,
  quotedCents: 37900,
  pricesIncludeGst: true,
  jobCardId: 'cccccccccccccccccccccccc',
  quoteNumber: 'Q000012',
  declinedOn: '2026-11-20',
  status: 'open',
  photos: [],
};
const FILTER: RecommendedWork = { ...TYRES, _id: 'bbbbbbbbbbbbbbbbbbbbbbbb', description: 'Cabin filter', quantity: 1, unitPriceCents: 3900, quotedCents: 3900, jobCardId: 'dddddddddddddddddddddddd' };

describe('Recommended work on the vehicle page', () => {
  it('lists the open work with its quoted price and quote; Mark done takes it off, Dismiss asks first', async () => {
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/admin/vehicles/ABC123/recommended-work') return json(200, [TYRES, FILTER]);
      const outcome = (JSON.parse(String(init?.body)) as { outcome: string }).outcome;
      return json(200, { ...(url.includes(TYRES._id) ? TYRES : FILTER), status: outcome });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderAdmin(<RecommendedWorkPanel rego="abc 123" place="vehicle" />);
    const list = await screen.findByRole('list', { name: 'Recommended work' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(list.textContent).toContain('Rear tyres (pair)');
    expect(list.textContent).toContain('$379.00 incl. GST · declined on quote Q000012');

    await userEvent.click(screen.getByRole('button', { name: 'Mark Rear tyres (pair) done' }));
    await waitFor(() => expect(screen.queryByText('Rear tyres (pair)')).toBeNull());
    expect(fetchMock).toHaveBeenCalledWith(`/api/admin/recommended-work/${TYRES._id}/close`, expect.objectContaining({ method: 'POST', body: JSON.stringify({ outcome: 'done' }) }));

    await userEvent.click(screen.getByRole('button', { name: 'Dismiss Cabin filter' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Dismiss recommended work' });
    expect(confirm.textContent).toContain('the customer is not offered it again');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText(/No recommended work outstanding/)).toBeTruthy();
  });

  it('says so when there is none, and shows a failure with a retry', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(500, { message: 'An unexpected error occurred. Please try again later.' })));
    renderAdmin(<RecommendedWorkPanel rego="XYZ9" place="vehicle" />);
    expect(await screen.findByRole('button', { name: /Retry|Try again/ })).toBeTruthy();
  });
});

describe('Recommended work on a job card and a booking', () => {
  it('offers Add to card for work declined on other cards, and leaves out the card’s own', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(200, [TYRES, FILTER])));
    const onAdd = vi.fn();
    renderAdmin(<RecommendedWorkPanel rego="ABC123" place="jobcard" exceptJobCardId={FILTER.jobCardId} onAdd={onAdd} />);
    const add = await screen.findByRole('button', { name: 'Add Rear tyres (pair) to the card' });
    expect(screen.queryByText('Cabin filter')).toBeNull();
    expect(screen.getByRole('region', { name: 'Recommended work for ABC123' }).textContent).toContain('declined this work on an earlier quote');
    await userEvent.click(add);
    expect(onAdd).toHaveBeenCalledWith(TYRES);
    await waitFor(() => expect(screen.queryByRole('region', { name: /Recommended work/ })).toBeNull());
  });

  it('shows nothing on a booking while the vehicle has none', async () => {
    const fetchMock = vi.fn(async () => json(200, []));
    vi.stubGlobal('fetch', fetchMock);
    const { container } = renderAdmin(<RecommendedWorkPanel rego="NEW1" place="booking" />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(container.querySelector('[data-testid="recommended-work"]')).toBeNull();
    expect(screen.queryByRole('button', { name: /Mark|Dismiss|Add/ })).toBeNull();
  });
});
