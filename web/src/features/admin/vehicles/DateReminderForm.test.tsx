// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminUpdateVehicleDocument } from '../../../gql/graphql';
import { renderAdmin } from '../render-admin';
import { NextServiceDue } from './NextServiceDue';
import { RegistrationExpiry } from './RegistrationExpiry';

afterEach(cleanup);

describe('a vehicle’s reminder dates', () => {
  it('asks for a day when Save is pressed without one, and offers no clearing while none is saved', async () => {
    renderAdmin(<RegistrationExpiry rego="ABC123" expiry={null} />);
    const form = screen.getByRole('form', { name: 'Registration' });
    expect(form.textContent).toContain('No registration expiry: no registration reminder goes for this vehicle.');
    expect(screen.getByRole('button', { name: 'No reminder' }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toContain('Choose the day the registration expires, or No reminder.');
    expect(screen.getByLabelText('Registration expiry').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the server’s refusal under the field, and sends only its own date', async () => {
    const refused = {
      request: { query: AdminUpdateVehicleDocument, variables: { rego: 'ABC123', input: { nextServiceDue: '2027-01-15' } } },
      result: { errors: [new GraphQLError('The next service date cannot be in the past.', { extensions: { code: 'BAD_USER_INPUT' } })] },
    };
    renderAdmin(<NextServiceDue rego="ABC123" due="2026-12-20" />, { mocks: [refused] });
    expect(screen.getByTestId('next-service-due').textContent).toMatch(/Next service due/);
    const date = screen.getByLabelText('Next service due');
    await userEvent.clear(date);
    await userEvent.type(date, '2027-01-15');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('The next service date cannot be in the past.'));
  });
});
