// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { NewPasswordFields } from './NewPasswordFields';

afterEach(cleanup);

function Form({ invalid = false }: { invalid?: boolean }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  return (
    <>
      <NewPasswordFields idPrefix="join" label="Password" password={password} confirmation={confirmation} onPassword={setPassword} onConfirmation={setConfirmation} hint="Use at least 10 characters." invalid={invalid} />
      <output>{password === confirmation ? 'same' : 'different'}</output>
    </>
  );
}

describe('NewPasswordFields', () => {
  it('asks for the password and the same again, with its rules read out with the first', async () => {
    const user = userEvent.setup();
    render(<Form />);
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('autocomplete')).toBe('new-password');
    expect(document.getElementById(password.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Use at least 10 characters.');
    await user.type(password, 'Spanner-43');
    expect(screen.getByText('different')).toBeTruthy();
    await user.type(screen.getByLabelText('Confirm Password'), 'Spanner-43');
    expect(screen.getByText('same')).toBeTruthy();
  });

  it('marks the password invalid when the server refused it', () => {
    render(<Form invalid />);
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Confirm Password').getAttribute('aria-invalid')).toBeNull();
  });
});
