// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../render-admin';
import OverdueRemindersSection, { readDays } from './OverdueRemindersSection';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const SAVED = { days: [7, 14, 30], wording: 'Hi {name},\n\n{invoice} is {days} days overdue.', savedAt: null, savedBy: null };

describe('Settings › Overdue reminders', () => {
  it('shows the steps and wording, and saves new ones', async () => {
    expect(readDays('7, 14,30')).toEqual([7, 14, 30]);
    expect(readDays('seven')).toBeNull();
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => (init?.method === 'PUT' ? answer(200, { message: 'Overdue reminders saved.', ...JSON.parse(String(init.body)) }) : answer(200, SAVED)));
    vi.stubGlobal('fetch', fetchMock);
    renderAdmin(<OverdueRemindersSection />);
    const days = (await screen.findByLabelText(/Days after the due date/)) as HTMLInputElement;
    expect(days.value).toBe('7, 14, 30');
    expect((screen.getByLabelText(/Wording/) as HTMLTextAreaElement).value).toBe(SAVED.wording);
    await userEvent.clear(days);
    await userEvent.type(days, '10, 21');
    await userEvent.click(screen.getByRole('button', { name: 'Save overdue reminders' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/admin/settings/overdue-reminders', expect.objectContaining({ method: 'PUT', body: JSON.stringify({ days: [10, 21], wording: SAVED.wording }) })));
    expect(await screen.findByText('Overdue reminders go 10, 21 days after the due date.')).toBeTruthy();
  });

  it('shows the server’s refusal of the wording under it', async () => {
    vi.stubGlobal('fetch', vi.fn(async (_url: string, init?: RequestInit) => (init?.method === 'PUT' ? answer(400, { message: 'Unknown placeholder {first}: use {name}.' }) : answer(200, SAVED))));
    renderAdmin(<OverdueRemindersSection />);
    const wording = await screen.findByLabelText(/Wording/);
    fireEvent.change(wording, { target: { value: 'Hi {first}' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save overdue reminders' }));
    expect((await screen.findAllByText('Unknown placeholder {first}: use {name}.')).length).toBeGreaterThan(0);
  });
});
