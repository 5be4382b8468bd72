// @vitest-environment happy-dom
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useId, useState, type FormEvent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Field } from './Field';
import { DialogForm, FormDialog } from './FormDialog';
import { useFieldProblems } from './use-field-problems';

afterEach(cleanup);

const refused = new CombinedGraphQLErrors({ errors: [{ message: 'That rego is already on the list.', extensions: { fields: { rego: ['That rego is already on the list.'] } } }] });

function RegoForm({ call, onClose, onSaved, setBusy }: { call: () => Promise<string>; onClose: () => void; onSaved: (rego: string) => void; setBusy: (busy: boolean) => void }) {
  const uid = useId();
  const [rego, setRego] = useState('');
  const { problems, check, send } = useFieldProblems(uid, setBusy);
  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!check(rego.trim() ? {} : { rego: 'Rego is required.' })) return;
    await send(call, onSaved);
  }
  return (
    <DialogForm id={uid} onSubmit={onSubmit} noValidate loading={false} onCancel={onClose} icon="plus" label="Add Car">
      <Field id={`${uid}-rego`} label="Rego" error={problems.rego}>
        <input id={`${uid}-rego`} value={rego} onChange={(e) => setRego(e.target.value)} />
      </Field>
      <Field id={`${uid}-notes`} label="Notes">
        <input id={`${uid}-notes`} data-autofocus />
      </Field>
    </DialogForm>
  );
}

function Page({ call, onSaved = () => undefined }: { call: () => Promise<string>; onSaved?: (rego: string) => void }) {
  const [open, setOpen] = useState(true);
  return open ? (
    <FormDialog title="Add Courtesy Car" onClose={() => setOpen(false)}>
      {(setBusy) => <RegoForm call={call} onClose={() => setOpen(false)} onSaved={onSaved} setBusy={setBusy} />}
    </FormDialog>
  ) : (
    <p>Closed</p>
  );
}

describe('FormDialog with useFieldProblems', () => {
  it('the footer button submits the form, and a missing field is said under it and focused', async () => {
    const user = userEvent.setup();
    const call = vi.fn(() => Promise.resolve('ABC123'));
    render(<Page call={call} />);
    expect(screen.getByRole('dialog', { name: 'Add Courtesy Car' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add Car' }));
    const rego = screen.getByLabelText('Rego');
    expect(call).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(rego);
    expect(rego.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(rego.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Rego is required.');
  });

  it('sends, then hands the answer on', async () => {
    const user = userEvent.setup();
    const saved = vi.fn();
    render(<Page call={() => Promise.resolve('ABC123')} onSaved={saved} />);
    await user.type(screen.getByLabelText('Rego'), 'ABC123');
    await user.click(screen.getByRole('button', { name: 'Add Car' }));
    expect(saved).toHaveBeenCalledWith('ABC123');
  });

  it('a refusal goes under its field (focused) and in the dialog’s banner', async () => {
    const user = userEvent.setup();
    render(<Page call={() => Promise.reject(refused)} />);
    await user.type(screen.getByLabelText('Rego'), 'ABC123');
    await user.click(screen.getByRole('button', { name: 'Add Car' }));
    const rego = await screen.findByRole('textbox', { name: 'Rego', description: 'That rego is already on the list.' });
    expect(document.activeElement).toBe(rego);
    expect(screen.getAllByText('That rego is already on the list.')).toHaveLength(2);
  });

  it('while the call is in flight, Escape does not close the dialog', async () => {
    const user = userEvent.setup();
    render(<Page call={() => new Promise(() => undefined)} />);
    await user.type(screen.getByLabelText('Rego'), 'ABC123');
    await user.click(screen.getByRole('button', { name: 'Add Car' }));
    expect((screen.getByRole('button', { name: 'Close dialog' }) as HTMLButtonElement).disabled).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Add Courtesy Car' })).toBeTruthy();
  });

  it('Cancel closes it', async () => {
    const user = userEvent.setup();
    render(<Page call={() => Promise.resolve('ABC123')} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Closed')).toBeTruthy();
  });
});

describe('Field', () => {
  it('with alert, its error is announced as it appears', () => {
    render(
      <Field id="amount" label="Amount ($)" error="The amount must be more than $0.00." alert>
        <input />
      </Field>,
    );
    expect(screen.getByRole('alert').textContent).toBe('The amount must be more than $0.00.');
  });
});
