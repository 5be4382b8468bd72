// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CodeInput } from './CodeInput';
import { Field } from './Field';
import { NoticeProvider, NoticeStack } from './Notices';
import { useCodeForm } from './use-code-form';

afterEach(cleanup);

function CodeForm({ send, retype = false }: { send: (code: string) => Promise<unknown>; retype?: boolean }) {
  const { code, setCode, onSubmit } = useCodeForm({ inputId: 'code', loading: false, send, retype });
  return (
    <form onSubmit={onSubmit}>
      <Field id="code" label="6-digit code">
        <CodeInput digits id="code" value={code} onChange={setCode} />
      </Field>
      <button type="submit">Verify</button>
    </form>
  );
}

function renderForm(send: (code: string) => Promise<unknown>, retype = false) {
  render(
    <NoticeProvider>
      <NoticeStack />
      <CodeForm send={send} retype={retype} />
    </NoticeProvider>,
  );
  return screen.getByRole('textbox', { name: '6-digit code' }) as HTMLInputElement;
}

describe('CodeInput', () => {
  it('asks phones for a numeric keypad and their one-time-code suggestion, and is required', () => {
    const input = renderForm(() => Promise.resolve());
    expect(input.inputMode).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(input.required).toBe(true);
  });

  it('a recovery code is taken as typed: no capitals, no spell check', () => {
    render(<CodeInput aria-label="Recovery code" value="" onChange={() => undefined} />);
    const input = screen.getByRole('textbox', { name: 'Recovery code' });
    expect(input.getAttribute('autocapitalize')).toBe('none');
    expect(input.getAttribute('spellcheck')).toBe('false');
    expect(input.getAttribute('inputmode')).toBeNull();
  });
});

describe('useCodeForm', () => {
  it('takes 7 characters at the most (the 6 digits with a space)', async () => {
    const user = userEvent.setup();
    const input = renderForm(() => Promise.resolve());
    await user.type(input, '123 4567');
    expect(input.value).toBe('123 456');
  });

  it('sends the code trimmed, then empties the field', async () => {
    const user = userEvent.setup();
    const send = vi.fn(() => Promise.resolve());
    const input = renderForm(send);
    await user.type(input, '123456 ');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(send).toHaveBeenCalledWith('123456');
    expect(input.value).toBe('');
  });

  it('refused, says why; with retype the field is emptied and focused for the next try', async () => {
    const user = userEvent.setup();
    const input = renderForm(() => Promise.reject(new Error('wrong')), true);
    await user.type(input, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('An unexpected error occurred.')).toBeTruthy();
    expect(input.value).toBe('');
    expect(document.activeElement).toBe(input);
  });

  it('refused without retype, the code stays to be corrected', async () => {
    const user = userEvent.setup();
    const input = renderForm(() => Promise.reject(new Error('wrong')));
    await user.type(input, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('An unexpected error occurred.')).toBeTruthy();
    expect(input.value).toBe('123456');
  });
});
