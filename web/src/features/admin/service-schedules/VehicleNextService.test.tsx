// @vitest-environment happy-dom
import type { MockLink } from '@apollo/client/testing';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminSaveVehicleServiceScheduleDocument, AdminVehicleServiceScheduleDocument } from '../../../gql/graphql';
import { renderAdmin } from '../render-admin';
import { VehicleNextService } from './VehicleNextService';

afterEach(cleanup);

function schedule(extra: Record<string, unknown> = {}) {
  return {
    __typename: 'VehicleServiceSchedule' as const,
    rego: 'KMF100',
    own: { __typename: 'VehicleScheduleOwn' as const, everyKm: null, everyMonths: null, items: null },
    schedule: { __typename: 'EffectiveScheduleView' as const, name: 'Default', source: 'default', everyKm: 15000, everyMonths: 12, items: ['Replace engine oil and filter'] },
    template: { __typename: 'EffectiveScheduleView' as const, name: 'Default', source: 'default', everyKm: 15000, everyMonths: 12, items: ['Replace engine oil and filter'] },
    lastServiceOn: '2026-12-07',
    lastServiceKm: 50000,
    kmPerDay: 100,
    nextServiceDueKm: 65000,
    nextServiceDueDate: '2027-05-06',
    setByHand: false,
    scheduleDueDate: '2027-05-06',
    dueByMonths: '2027-12-07',
    dueByKm: '2027-05-06',
    ...extra,
  };
}
const loaded = (data: unknown): MockLink.MockedResponse => ({ request: { query: AdminVehicleServiceScheduleDocument, variables: { rego: 'KMF100' } }, result: { data: { vehicleServiceSchedule: data } } });
const saving = (input: unknown, answer: unknown): MockLink.MockedResponse => ({
  request: { query: AdminSaveVehicleServiceScheduleDocument, variables: { rego: 'KMF100', input } },
  result: { data: { saveVehicleServiceSchedule: answer } },
});
const OWN_ITEMS = ['Replace engine oil and filter', 'Check the towbar'];
const withOwnItems = schedule({
  own: { __typename: 'VehicleScheduleOwn' as const, everyKm: null, everyMonths: null, items: OWN_ITEMS },
  schedule: { __typename: 'EffectiveScheduleView' as const, name: 'This vehicle (over Default)', source: 'vehicle', everyKm: 15000, everyMonths: 12, items: OWN_ITEMS },
});

describe('the vehicle page’s next service', () => {
  it('shows the next service by date and km, whichever comes first, with the estimate from the readings', async () => {
    renderAdmin(<VehicleNextService rego="KMF100" />, { mocks: [loaded(schedule())], owner: false });
    expect(await screen.findByText('06/05/2027 or at 65,000 km, whichever comes first')).toBeTruthy();
    expect(screen.getByText('Default: every 15,000 km or 12 months, whichever comes first')).toBeTruthy();
    expect(screen.getByText('07/12/2026 at 50,000 km')).toBeTruthy();
    expect(screen.getByText('65,000 km, expected about 06/05/2027 (driven about 100 km a day)')).toBeTruthy();
    // Only an owner sets the vehicle's own schedule; others see the items it asks.
    expect(screen.queryByRole('button', { name: 'Save this vehicle’s schedule' })).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Its service asks:' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Replace engine oil and filter']);
    expect(screen.queryByText(/Set by hand/)).toBeNull();
  });

  it('says a date set by hand, with the date the schedule gives beside it', async () => {
    renderAdmin(<VehicleNextService rego="KMF100" />, { mocks: [loaded(schedule({ setByHand: true, nextServiceDueDate: '2027-03-01' }))], owner: false });
    expect(await screen.findByText('01/03/2027 or at 65,000 km, whichever comes first')).toBeTruthy();
    expect(screen.getByText('Set by hand: the schedule gives 06/05/2027. It stands until this vehicle’s next service is invoiced or an owner saves its schedule.')).toBeTruthy();
  });

  it('lets an owner give the vehicle its own items (added and moved by buttons) and sends them', async () => {
    const user = userEvent.setup();
    const sent = ['Check the towbar', 'Replace engine oil and filter'];
    renderAdmin(<VehicleNextService rego="KMF100" />, {
      mocks: [loaded(schedule()), saving({ everyKm: null, everyMonths: null, items: sent }, schedule({ own: { __typename: 'VehicleScheduleOwn' as const, everyKm: null, everyMonths: null, items: sent } }))],
    });
    const useSchedule = await screen.findByRole('radio', { name: 'Use the schedule’s items (1)' });
    expect((useSchedule as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Its own items' }));
    const list = screen.getByRole('group', { name: 'This vehicle’s items' });
    expect((within(list).getByLabelText('Item 1') as HTMLInputElement).value).toBe('Replace engine oil and filter');
    await user.click(within(list).getByRole('button', { name: 'Add an item' }));
    // The new row takes the focus, so typing goes into it.
    expect(document.activeElement).toBe(within(list).getByLabelText('Item 2'));
    await user.keyboard('Check the towbar');
    await user.click(within(list).getByRole('button', { name: 'Move item 2 up' }));
    expect((within(list).getByLabelText('Item 1') as HTMLInputElement).value).toBe('Check the towbar');
    expect(within(list).getByRole('status').textContent).toBe('Check the towbar moved to position 1 of 2.');
    await user.click(screen.getByRole('button', { name: 'Save this vehicle’s schedule' }));
    expect(await screen.findByText('Service schedule of KMF100 saved: its next service is worked out again.')).toBeTruthy();
  });

  it('sends null when an owner goes back to the schedule’s items, and refuses an empty own list before sending', async () => {
    const user = userEvent.setup();
    renderAdmin(<VehicleNextService rego="KMF100" />, { mocks: [loaded(withOwnItems), saving({ everyKm: null, everyMonths: null, items: null }, schedule())] });
    expect(((await screen.findByRole('radio', { name: 'Its own items' })) as HTMLInputElement).checked).toBe(true);
    const list = screen.getByRole('group', { name: 'This vehicle’s items' });
    await user.click(within(list).getByRole('button', { name: 'Remove item 2' }));
    await user.click(within(list).getByRole('button', { name: 'Remove item 1' }));
    await user.click(screen.getByRole('button', { name: 'Save this vehicle’s schedule' }));
    expect(within(list).getByText('Add at least one item, or use the schedule’s items.')).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'Use the schedule’s items (1)' }));
    expect(within(screen.getByRole('list', { name: 'The Default schedule asks:' })).getByText('Replace engine oil and filter')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save this vehicle’s schedule' }));
    expect(await screen.findByText('Service schedule of KMF100 saved: its next service is worked out again.')).toBeTruthy();
  });

  it('shows the server’s refusal of the items under them', async () => {
    const user = userEvent.setup();
    const message = 'The item "check the towbar" is in the list twice.';
    renderAdmin(<VehicleNextService rego="KMF100" />, {
      mocks: [
        loaded(withOwnItems),
        {
          request: { query: AdminSaveVehicleServiceScheduleDocument, variables: { rego: 'KMF100', input: { everyKm: null, everyMonths: null, items: [...OWN_ITEMS, 'check the towbar'] } } },
          result: { errors: [{ message, extensions: { code: 'BAD_USER_INPUT', fields: { items: [message] } } } as never] },
        },
      ],
    });
    const list = within(await screen.findByRole('group', { name: 'This vehicle’s items' }));
    await user.click(list.getByRole('button', { name: 'Add an item' }));
    await user.keyboard('check the towbar');
    await user.click(screen.getByRole('button', { name: 'Save this vehicle’s schedule' }));
    expect(await list.findByText(message)).toBeTruthy();
    expect(list.getByRole('alert').textContent).toBe(message);
  });

  it('lets an owner set the vehicle’s own km, and shows the server’s refusal under the field', async () => {
    const user = userEvent.setup();
    const refusal = { message: 'The distance between services must be a whole number of km from 1,000 to 100,000.', extensions: { code: 'BAD_USER_INPUT', fields: { everyKm: ['The distance between services must be a whole number of km from 1,000 to 100,000.'] } } };
    renderAdmin(<VehicleNextService rego="KMF100" />, {
      mocks: [loaded(schedule()), { request: { query: AdminSaveVehicleServiceScheduleDocument, variables: { rego: 'KMF100', input: { everyKm: 500, everyMonths: null, items: null } } }, result: { errors: [refusal as never] } }],
    });
    await user.type(await screen.findByLabelText('Every (km)'), '500');
    await user.click(screen.getByRole('button', { name: 'Save this vehicle’s schedule' }));
    expect(await screen.findByText('The distance between services must be a whole number of km from 1,000 to 100,000.')).toBeTruthy();
  });
});
