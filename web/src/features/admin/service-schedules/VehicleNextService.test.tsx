// @vitest-environment happy-dom
import type { MockLink } from '@apollo/client/testing';
import { cleanup, screen } from '@testing-library/react';
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
    lastServiceOn: '2026-12-07',
    lastServiceKm: 50000,
    kmPerDay: 100,
    nextServiceDueKm: 65000,
    nextServiceDueDate: '2027-05-06',
    dueByMonths: '2027-12-07',
    dueByKm: '2027-05-06',
    ...extra,
  };
}
const loaded = (data: unknown): MockLink.MockedResponse => ({ request: { query: AdminVehicleServiceScheduleDocument, variables: { rego: 'KMF100' } }, result: { data: { vehicleServiceSchedule: data } } });

describe('the vehicle page’s next service', () => {
  it('shows the next service by date and km, whichever comes first, with the estimate from the readings', async () => {
    renderAdmin(<VehicleNextService rego="KMF100" />, { mocks: [loaded(schedule())], owner: false });
    expect(await screen.findByText('06/05/2027 or at 65,000 km, whichever comes first')).toBeTruthy();
    expect(screen.getByText('Default: every 15,000 km or 12 months, whichever comes first')).toBeTruthy();
    expect(screen.getByText('07/12/2026 at 50,000 km')).toBeTruthy();
    expect(screen.getByText('65,000 km, expected about 06/05/2027 (driven about 100 km a day)')).toBeTruthy();
    // Only an owner sets the vehicle's own schedule.
    expect(screen.queryByRole('button', { name: 'Save this vehicle’s schedule' })).toBeNull();
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
