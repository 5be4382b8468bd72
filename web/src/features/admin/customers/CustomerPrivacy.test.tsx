// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../render-admin';
import { EraseCustomerDialog, ExportDataButton } from './CustomerPrivacy';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const customer = { id: '0123456789abcdef01234567', name: 'Harriet Quixwell' };

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('Erase customer dialog', () => {
  it('says what is erased and what the law keeps, and erases only once the name is typed', async () => {
    const fetchMock = vi.fn(async () => json(200, { _id: customer.id, erasedAt: '2026-12-07T00:00:00.000Z', counts: {} }));
    vi.stubGlobal('fetch', fetchMock);
    const onErased = vi.fn();
    renderAdmin(<EraseCustomerDialog customer={customer} onClose={() => undefined} onErased={onErased} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Erase customer' });
    expect(dialog.textContent).toContain('tax invoices and adjustment notes of the last five years stay as issued');
    const erase = screen.getByRole('button', { name: 'Erase customer' });
    expect((erase as HTMLButtonElement).disabled).toBe(true);
    const input = screen.getByLabelText(/Type “Harriet Quixwell” to confirm/);
    await userEvent.type(input, 'Harriet Quix');
    expect((erase as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(input, 'well');
    expect((erase as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(erase);
    await waitFor(() => expect(onErased).toHaveBeenCalledOnce());
    expect(fetchMock).toHaveBeenCalledWith(`/api/admin/customers/${customer.id}/erase`, expect.objectContaining({ method: 'POST', body: JSON.stringify({ confirm: 'Harriet Quixwell' }) }));
  });

  it('shows the server’s refusal under the name', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(404, { message: 'We could not find this customer. They may have been erased or merged into another.' })));
    const onErased = vi.fn();
    renderAdmin(<EraseCustomerDialog customer={customer} onClose={() => undefined} onErased={onErased} />);
    await userEvent.type(screen.getByLabelText(/to confirm/), 'harriet quixwell');
    await userEvent.click(screen.getByRole('button', { name: 'Erase customer' }));
    expect(await screen.findByText(/could not find this customer/)).toBeTruthy();
    expect(onErased).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/to confirm/).getAttribute('aria-invalid')).toBe('true');
  });
});

describe('Export data', () => {
  it('downloads the ZIP as it arrives and says how much came', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(2048));
        controller.enqueue(new Uint8Array(2048));
        controller.close();
      },
    });
    vi.stubGlobal('fetch', vi.fn(async () => new Response(body, { status: 200, headers: { 'content-type': 'application/zip', 'content-disposition': 'attachment; filename="customer-x.zip"' } })));
    const created = vi.fn(() => 'blob:zip');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderAdmin(<ExportDataButton customerId={customer.id} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export data' }));
    expect(await screen.findByText('Customer data downloaded (4 KB).')).toBeTruthy();
    expect(created).toHaveBeenCalledOnce();
    expect(click).toHaveBeenCalledOnce();
  });

  it('shows why an export failed', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(403, { message: 'Only an owner can do this.' })));
    renderAdmin(<ExportDataButton customerId={customer.id} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export data' }));
    expect(await screen.findByText('Only an owner can do this.')).toBeTruthy();
  });
});
