// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ChangeEvent } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { BookingDetailsFields } from './BookingDetailsFields';
import type { Fields, TextControl } from './use-booking-form';

afterEach(cleanup);

const EMPTY: Fields = { fullName: '', email: '', phone: '', vehicleMake: '', vehicleModel: '', vehicleYear: '', registration: '', registrationExpiry: '', issueDescription: '', preferredDate: '', preferredTime: '' };

function Form() {
  const [fields, setFields] = useState(EMPTY);
  const [service, setService] = useState('');
  const onText = (e: ChangeEvent<TextControl>) => setFields((f) => ({ ...f, [e.target.name]: e.target.value }));
  return (
    <form aria-label="Booking">
      <BookingDetailsFields fields={fields} onText={onText} serviceTypes={['Logbook service', 'Brakes']} serviceType={service} onService={setService} maxYear={2027} />
    </form>
  );
}

/** The fields the browser would flag on submit. */
const invalidNames = () => [...document.querySelectorAll<HTMLInputElement>('input, select, textarea')].filter((el) => !el.checkValidity()).map((el) => el.name);

describe('the booking form', () => {
  it('refuses to send until every field but the registration is filled', async () => {
    const user = userEvent.setup();
    render(<Form />);
    const form = screen.getByRole('form', { name: 'Booking' }) as HTMLFormElement;
    expect(form.checkValidity()).toBe(false);
    expect(invalidNames().sort()).toEqual(['email', 'fullName', 'issueDescription', 'phone', 'serviceType', 'vehicleMake', 'vehicleModel', 'vehicleYear'].sort());
    expect(screen.getByLabelText('Registration (optional)')).toBeTruthy();
    const expiry = screen.getByLabelText('Registration expiry (optional)') as HTMLInputElement;
    expect(expiry.type).toBe('date');
    expect(expiry.getAttribute('aria-describedby')).toBe('registrationExpiry-hint');
    expect(document.getElementById('registrationExpiry-hint')?.textContent).toBe('We can remind you before it is due.');

    await user.type(screen.getByLabelText('Full Name'), 'Zoë O’Brien');
    await user.type(screen.getByLabelText('Email'), 'zoe@example.com');
    await user.type(screen.getByLabelText('Phone'), '0412 345 678');
    await user.type(screen.getByLabelText('Make'), 'Toyota');
    await user.type(screen.getByLabelText('Model'), 'Corolla');
    await user.type(screen.getByLabelText('Year'), '2018');
    await user.selectOptions(screen.getByLabelText('Service Type'), 'Brakes');
    await user.type(screen.getByLabelText('Describe the issue'), 'Squealing brakes');
    expect(invalidNames()).toEqual([]);
    expect(form.checkValidity()).toBe(true);
  });

  it('does not take a model year after next year', async () => {
    const user = userEvent.setup();
    render(<Form />);
    const year = screen.getByLabelText('Year') as HTMLInputElement;
    await user.type(year, '2031');
    expect(year.validity.rangeOverflow).toBe(true);
  });
});
