// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lastMonth, StatementPanel } from './StatementPanel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('StatementPanel', () => {
  it('offers last month, and asks for the chosen month’s statement', async () => {
    expect(lastMonth('2027-01-04')).toBe('2026-12');
    const fetchMock = vi.fn(async () => new Response(new Blob(['%PDF-1.7']), { status: 200, headers: { 'content-type': 'application/pdf', 'content-disposition': 'inline; filename="statement-2026-10-westgate.pdf"' } }));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:statement', revokeObjectURL: () => undefined }));
    render(<StatementPanel customerId={'a'.repeat(24)} today="2026-11-02" />);
    const month = screen.getByLabelText(/Month/) as HTMLInputElement;
    expect(month.value).toBe('2026-10');
    fireEvent.click(screen.getByRole('button', { name: 'Download statement (PDF)' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe(`/api/admin/customers/${'a'.repeat(24)}/statement?month=2026-10`);
  });

  it('shows the server’s refusal under the month', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ message: 'That month has not started yet.' }), { status: 400, headers: { 'content-type': 'application/json' } })));
    render(<StatementPanel customerId={'a'.repeat(24)} today="2026-11-02" />);
    fireEvent.click(screen.getByRole('button', { name: 'Download statement (PDF)' }));
    expect(await screen.findByText('That month has not started yet.')).toBeTruthy();
  });
});
