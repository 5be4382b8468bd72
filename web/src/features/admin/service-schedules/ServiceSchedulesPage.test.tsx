// @vitest-environment happy-dom
import type { MockLink } from '@apollo/client/testing';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminSaveServiceSchedulesDocument, AdminServiceSchedulesDocument } from '../../../gql/graphql';
import { renderAdmin } from '../render-admin';
import ServiceSchedulesPage from './ServiceSchedulesPage';

afterEach(cleanup);

const DEFAULT = { __typename: 'ServiceScheduleView' as const, id: 'c'.repeat(24), make: null, model: null, everyKm: 15000, everyMonths: 12, items: ['Replace engine oil and filter', 'Road test'] };
const COROLLA = { __typename: 'ServiceScheduleView' as const, id: 'd'.repeat(24), make: 'Toyota', model: 'Corolla', everyKm: 10000, everyMonths: 6, items: ['Replace engine oil and filter', 'Road test'] };
const loaded: MockLink.MockedResponse = { request: { query: AdminServiceSchedulesDocument }, result: { data: { serviceSchedules: [DEFAULT] } } };

describe('the service schedules page', () => {
  it('adds a schedule for a make and model from the default’s numbers and items, and saves the whole list', async () => {
    const user = userEvent.setup();
    const schedules = [
      { id: DEFAULT.id, make: null, model: null, everyKm: 15000, everyMonths: 12, items: DEFAULT.items },
      { id: null, make: 'Toyota', model: 'Corolla', everyKm: 10000, everyMonths: 6, items: DEFAULT.items },
    ];
    renderAdmin(<ServiceSchedulesPage businessName="Workshop" />, {
      mocks: [loaded, { request: { query: AdminSaveServiceSchedulesDocument, variables: { schedules } }, result: { data: { saveServiceSchedules: [DEFAULT, COROLLA] } } }],
    });
    expect(await screen.findByRole('heading', { name: 'Default (every other vehicle)' })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Add a schedule for a make or model' }));
    const card = screen.getByRole('listitem', { name: 'New schedule' });
    await user.type(within(card).getByLabelText(/^Make/), 'Toyota');
    await user.type(within(card).getByLabelText(/^Model/), 'Corolla');
    await user.clear(within(card).getByLabelText(/^Every \(km\)/));
    await user.type(within(card).getByLabelText(/^Every \(km\)/), '10000');
    await user.clear(within(card).getByLabelText(/^Or every \(months\)/));
    await user.type(within(card).getByLabelText(/^Or every \(months\)/), '6');
    expect(screen.getByText('Unsaved changes.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save schedules' }));
    expect(await screen.findByText(/Service schedules saved\./)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Toyota Corolla' })).toBeTruthy();
  });

  it('edits a schedule’s items as rows: moved, removed and added by buttons, sent in their order', async () => {
    const user = userEvent.setup();
    const items = ['Road test', 'Check the wipers'];
    renderAdmin(<ServiceSchedulesPage businessName="Workshop" />, {
      mocks: [
        loaded,
        {
          request: { query: AdminSaveServiceSchedulesDocument, variables: { schedules: [{ id: DEFAULT.id, make: null, model: null, everyKm: 15000, everyMonths: 12, items }] } },
          result: { data: { saveServiceSchedules: [{ ...DEFAULT, items }] } },
        },
      ],
    });
    const list = within(await screen.findByRole('group', { name: 'Items' }));
    await user.click(await list.findByRole('button', { name: 'Move item 2 up' }));
    await user.click(list.getByRole('button', { name: 'Remove item 2' }));
    await user.click(list.getByRole('button', { name: 'Add an item' }));
    await user.keyboard('Check the wipers');
    expect(list.getAllByRole('textbox').map((input) => (input as HTMLInputElement).value)).toEqual(items);
    await user.click(screen.getByRole('button', { name: 'Save schedules' }));
    expect(await screen.findByText(/Service schedules saved\./)).toBeTruthy();
  });

  it('asks before removing a schedule', async () => {
    const user = userEvent.setup();
    renderAdmin(<ServiceSchedulesPage businessName="Workshop" />, { mocks: [{ ...loaded, result: { data: { serviceSchedules: [DEFAULT, COROLLA] } } }] });
    await user.click(await screen.findByRole('button', { name: 'Remove the schedule Toyota Corolla' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/Remove the schedule for Toyota Corolla\?/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'Toyota Corolla' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove the schedule Toyota Corolla' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('heading', { name: 'Toyota Corolla' })).toBeNull();
  });

  it('shows an adviser the schedules without letting them change them', async () => {
    renderAdmin(<ServiceSchedulesPage businessName="Workshop" />, { mocks: [loaded], owner: false });
    expect(await screen.findByText('Only an owner can change the schedules.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save schedules' })).toBeNull();
  });
});
