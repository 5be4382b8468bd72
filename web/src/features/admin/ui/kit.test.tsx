// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import { Field } from './Field';
import { FormActions } from './FormActions';
import { Panel } from './Panel';

afterEach(cleanup);

describe('Button', () => {
  it('does not submit the form it sits in unless it is a submit button', async () => {
    const user = userEvent.setup();
    const submitted = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    render(
      <form onSubmit={submitted}>
        <Button>Add line</Button>
        <Button type="submit" variant="primary">
          Save
        </Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    expect(submitted).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('while busy says so, shows its busy text and cannot be pressed again', async () => {
    const user = userEvent.setup();
    const pressed = vi.fn();
    render(
      <Button variant="primary" busy busyLabel="Saving…" onClick={pressed}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Saving…' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await user.click(button);
    expect(pressed).not.toHaveBeenCalled();
  });

  it('disabled, it ignores presses', async () => {
    const user = userEvent.setup();
    const pressed = vi.fn();
    render(
      <Button disabled onClick={pressed}>
        Delete
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(pressed).not.toHaveBeenCalled();
  });
});

describe('Field', () => {
  it('names its control by the label and announces the error with it', () => {
    render(
      <Field id="invite-email" label="Email" error="Enter a valid email address." hint="The invitation goes here.">
        <input type="email" />
      </Field>,
    );
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['The invitation goes here.', 'Enter a valid email address.']);
  });

  it('without an error the control is not marked invalid', () => {
    render(<Field id="invite-name" label="Name" as="input" controlProps={{ defaultValue: 'Sam' }} required />);
    const input = screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
    expect(input.value).toBe('Sam');
    expect(input.required).toBe(true);
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });
});

describe('FormActions', () => {
  function Form({ onSend }: { onSend: () => Promise<void> }) {
    const [busy, setBusy] = useState(false);
    const [cancelled, setCancelled] = useState(false);
    return (
      <form
        id="f"
        onSubmit={(e) => {
          e.preventDefault();
          setBusy(true);
          void onSend();
        }}
      >
        <FormActions busy={busy} onCancel={() => setCancelled(true)} icon="send" label="Send Invitation" busyLabel="Sending…" />
        {cancelled && <p>Cancelled</p>}
      </form>
    );
  }

  it('cancel answers at once', async () => {
    const user = userEvent.setup();
    render(<Form onSend={() => new Promise(() => undefined)} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Cancelled')).toBeTruthy();
  });

  it('while the form is sent both buttons wait and the busy text shows', async () => {
    const user = userEvent.setup();
    const send = vi.fn(() => new Promise<void>(() => undefined));
    render(<Form onSend={send} />);
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(send).toHaveBeenCalledTimes(1);
    expect((screen.getByRole('button', { name: 'Sending…' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('Panel', () => {
  it('is a section named by its title', () => {
    render(
      <Panel title="Recent changes">
        <p>Nothing yet.</p>
      </Panel>,
    );
    expect(screen.getByRole('region', { name: 'Recent changes' }).textContent).toContain('Nothing yet.');
  });
});
