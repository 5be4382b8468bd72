// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../render-admin';
import RecommendedWorkSection from './RecommendedWorkSection';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const DEFAULT = { recommendedWorkFollowUp: { enabled: true, days: 14 }, savedAt: null, savedBy: null };

describe('Settings › Recommended work', () => {
  it('shows the follow-up on at 14 days, and saves it after the days given', async () => {
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'PUT' ? answer(200, { ...JSON.parse(String(init.body)), savedAt: '2026-12-07T00:00:00.000Z', savedBy: 'owner', message: 'Recommended work follow-up saved.' }) : answer(200, DEFAULT),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderAdmin(<RecommendedWorkSection />);
    const box = await screen.findByRole('checkbox', { name: /Follow up declined work by email/ });
    expect((box as HTMLInputElement).checked).toBe(true);
    const days = screen.getByLabelText(/Days after it is declined/);
    expect((days as HTMLInputElement).value).toBe('14');
    await userEvent.clear(days);
    await userEvent.type(days, '21');
    await userEvent.click(screen.getByRole('button', { name: 'Save recommended work' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/admin/settings/recommended-work', expect.objectContaining({ method: 'PUT', body: JSON.stringify({ recommendedWorkFollowUp: { enabled: true, days: 21 } }) })),
    );
    expect(await screen.findByText('Declined work is offered again 21 days after the customer declines it.')).toBeTruthy();
  });

  it('says what is wrong with the days before asking the server', async () => {
    const fetchMock = vi.fn(async () => answer(200, DEFAULT));
    vi.stubGlobal('fetch', fetchMock);
    renderAdmin(<RecommendedWorkSection />);
    const days = await screen.findByLabelText(/Days after it is declined/);
    await userEvent.clear(days);
    await userEvent.type(days, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save recommended work' }));
    expect(await screen.findByText('Enter a whole number of days from 1 to 180.')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
