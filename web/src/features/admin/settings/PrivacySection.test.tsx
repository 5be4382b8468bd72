// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../render-admin';
import PrivacySection from './PrivacySection';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('Settings › Privacy', () => {
  it('shows the retention off, and saves it on after the months given', async () => {
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => (init?.method === 'PUT' ? answer(200, JSON.parse(String(init.body))) : answer(200, { enabled: false, months: 24 })));
    vi.stubGlobal('fetch', fetchMock);
    renderAdmin(<PrivacySection />);
    const box = await screen.findByRole('checkbox', { name: /De-identify old contact messages/ });
    expect((box as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText(/After how many months/) as HTMLInputElement).disabled).toBe(true);
    await userEvent.click(box);
    const months = screen.getByLabelText(/After how many months/);
    await userEvent.clear(months);
    await userEvent.type(months, '36');
    await userEvent.click(screen.getByRole('button', { name: 'Save privacy' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/admin/settings/privacy-retention', expect.objectContaining({ method: 'PUT', body: JSON.stringify({ enabled: true, months: 36 }) })));
    expect(await screen.findByText('Messages older than 36 months will be de-identified each night.')).toBeTruthy();
  });

  it('says what is wrong with the months before asking the server', async () => {
    const fetchMock = vi.fn(async () => answer(200, { enabled: true, months: 24 }));
    vi.stubGlobal('fetch', fetchMock);
    renderAdmin(<PrivacySection />);
    const months = await screen.findByLabelText(/After how many months/);
    await userEvent.clear(months);
    await userEvent.type(months, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save privacy' }));
    expect(await screen.findByText('Enter a whole number of months from 1 to 120.')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is not shown to someone who is not an owner', async () => {
    const fetchMock = vi.fn(async () => answer(403, { message: 'Only an owner can do this.' }));
    vi.stubGlobal('fetch', fetchMock);
    const { container } = renderAdmin(<PrivacySection />, { owner: false });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
