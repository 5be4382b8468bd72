// @vitest-environment happy-dom
import type { MockLink } from '@apollo/client/testing';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminUpdateCustomerDocument } from '../../../gql/graphql';
import { renderAdmin } from '../render-admin';
import { ContactPeople } from './ContactPeople';

afterEach(cleanup);

const person = (name: string, role: string | null, email: string | null, phone: string | null, accounts = false) => ({ __typename: 'ContactPersonView' as const, name, role, email, phone, accounts });

function customer(contacts: ReturnType<typeof person>[], company: string | null = 'Laverton Logistics') {
  return { __typename: 'Customer' as const, id: 'c'.repeat(24), company, abn: null, accountTerms: null, poRequired: false, creditLimitCents: null, contacts };
}

const PRIYA = person('Priya Nair', 'Fleet manager', 'priya@laverton.example', '+61412345001');

function saving(contacts: unknown[], answer: unknown[] | Error): MockLink.MockedResponse {
  const request = { query: AdminUpdateCustomerDocument, variables: { id: 'c'.repeat(24), input: { contacts } } };
  if (answer instanceof Error) return { request, result: { errors: [{ message: answer.message, extensions: { code: 'BAD_USER_INPUT', fields: { 'contacts.1.email': [answer.message.replace(/^Contact person 2: /, '')] } } }] } };
  const row = { id: 'c'.repeat(24), name: 'Laverton Logistics', email: 'office@laverton.example', phone: null, notes: '', marketingOptOut: false, marketingOptOutAt: null, contactPreference: 'email', createdAt: '2026-01-01T00:00:00.000Z', lastActivityAt: '2026-12-01T00:00:00.000Z' };
  return { request, result: { data: { updateCustomer: { ...customer(answer as ReturnType<typeof person>[]), ...row } } } };
}

describe('a business customer’s contact people', () => {
  it('lists each person with their role, a mail link and a call link', () => {
    renderAdmin(<ContactPeople customer={customer([PRIYA, person('Sam Accounts', 'Accounts payable', 'accounts@laverton.example', null, true)])} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Priya NairFleet managerpriya@laverton.example0412 345 001', 'Sam AccountsAccounts payableaccounts@laverton.exampleGets statements and overdue reminders']);
    expect(screen.getByRole('link', { name: '0412 345 001' }).getAttribute('href')).toBe('tel:+61412345001');
    expect(screen.getByRole('link', { name: 'priya@laverton.example' }).getAttribute('href')).toBe('mailto:priya@laverton.example');
  });

  it('is not shown for a person who is not a business and has no contact people', () => {
    renderAdmin(<ContactPeople customer={customer([], null)} />);
    expect(screen.queryByRole('heading', { name: /Contact people/ })).toBeNull();
  });

  it('adds a person, drops a wholly empty row, and saves the whole list in order', async () => {
    const user = userEvent.setup();
    const sent = [
      { name: 'Priya Nair', role: 'Fleet manager', email: 'priya@laverton.example', phone: '0412 345 001', accounts: false },
      { name: 'Lee Driver', role: null, email: null, phone: '0412 345 003', accounts: false },
    ];
    renderAdmin(<ContactPeople customer={customer([PRIYA])} />, { mocks: [saving(sent, [PRIYA, person('Lee Driver', null, null, '+61412345003')])] });
    await user.click(screen.getByRole('button', { name: 'Edit contact people…' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Add a person' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add a person' }));
    const second = within(dialog).getByRole('group', { name: 'Contact person 2' });
    await user.type(within(second).getByLabelText(/Name/), 'Lee Driver');
    await user.type(within(second).getByLabelText('Phone'), '0412 345 003');
    await user.click(within(dialog).getByRole('button', { name: 'Save contact people' }));
    expect(await screen.findByText('Contact people of Laverton Logistics saved.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks for a name (and an email for accounts) before sending, and shows the server’s refusal under the field it names', async () => {
    const user = userEvent.setup();
    const sent = [
      { name: 'Priya Nair', role: 'Fleet manager', email: 'priya@laverton.example', phone: '0412 345 001', accounts: false },
      { name: 'Driver', role: null, email: 'not-an-address', phone: null, accounts: true },
    ];
    renderAdmin(<ContactPeople customer={customer([PRIYA])} />, { mocks: [saving(sent, new Error('Contact person 2: Please enter a valid email address.'))] });
    await user.click(screen.getByRole('button', { name: 'Edit contact people…' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Add a person' }));
    const second = within(dialog).getByRole('group', { name: 'Contact person 2' });
    await user.click(within(second).getByRole('checkbox', { name: 'Gets statements and overdue reminders' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save contact people' }));
    expect(within(second).getByText('Please enter their name.')).toBeTruthy();
    expect(within(second).getByText('Statements and overdue reminders need their email address.')).toBeTruthy();
    await user.type(within(second).getByLabelText('Email'), 'not-an-address');

    await user.type(within(second).getByLabelText(/Name/), 'Driver');
    await user.click(within(dialog).getByRole('button', { name: 'Save contact people' }));
    expect(await within(second).findByText('Please enter a valid email address.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('moves a person up and removes one, each button naming the person', async () => {
    const user = userEvent.setup();
    renderAdmin(<ContactPeople customer={customer([PRIYA, person('Sam Accounts', 'Accounts payable', null, null), person('Lee Driver', null, null, null)])} />);
    await user.click(screen.getByRole('button', { name: 'Edit contact people…' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Move Lee Driver up' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove Priya Nair' }));
    const names = within(dialog)
      .getAllByLabelText(/Name/)
      .map((input) => (input as HTMLInputElement).value);
    expect(names).toEqual(['Lee Driver', 'Sam Accounts']);
  });
});
