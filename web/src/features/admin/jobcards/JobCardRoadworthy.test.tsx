// @vitest-environment happy-dom
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import { AdminSaveRoadworthyDocument, AdminStartRoadworthyDocument } from '../../../gql/graphql';
import { ConfirmProvider } from '../ui/Confirm';
import { NoticeProvider } from '../ui/Notices';
import { JobCardRoadworthy } from './JobCardRoadworthy';
import { ROADWORTHY_CARD, roadworthyInspection, roadworthyItem, roadworthyLoaded } from './roadworthy-fixtures';

afterEach(cleanup);

const CARD = ROADWORTHY_CARD;
const item = roadworthyItem;
const inspection = roadworthyInspection;
const loaded = roadworthyLoaded;

function renderPanel(mocks: MockLink.MockedResponse[]) {
  render(
    <MemoryRouter>
      <MockedProvider mocks={mocks}>
        <NoticeProvider>
          <ConfirmProvider>
            <JobCardRoadworthy jobCardId={CARD} />
          </ConfirmProvider>
        </NoticeProvider>
      </MockedProvider>
    </MemoryRouter>,
  );
}

describe('the job card’s roadworthy panel', () => {
  it('groups the items in fieldsets with a pass/fail choice and a labelled note, and saves a fail with its failed item', async () => {
    const user = userEvent.setup();
    const failed = inspection({
      result: 'fail',
      inspectedOn: '2026-12-28',
      reinspectBy: '2027-01-04',
      testerName: 'Sam',
      testerNumber: 'LVT 1',
      items: [item('tyre-tread', 'Wheels and tyres', 'Tyre tread depth', 'pass'), item('park-brake', 'Brakes', 'Parking brake', 'fail', 'Does not hold')],
    });
    const input = {
      items: [
        { key: 'tyre-tread', result: 'pass', note: '' },
        { key: 'park-brake', result: 'fail', note: 'Does not hold' },
      ],
      result: 'fail',
      certificateNumber: null,
    };
    renderPanel([loaded(inspection()), { request: { query: AdminSaveRoadworthyDocument, variables: { jobCardId: CARD, input } }, result: { data: { saveRoadworthy: failed } } }]);

    const brakes = await screen.findByRole('group', { name: 'Brakes' });
    const park = within(brakes).getByRole('group', { name: 'Parking brake' });
    await user.click(within(park).getByRole('radio', { name: 'Fail' }));
    await user.type(within(park).getByLabelText('Note on Parking brake'), 'Does not hold');
    await user.click(within(screen.getByRole('group', { name: 'Tyre tread depth' })).getByRole('radio', { name: 'Pass' }));
    await user.click(within(screen.getByRole('group', { name: 'Result' })).getByRole('radio', { name: 'Fail: rejection report' }));
    expect(screen.queryByRole('button', { name: 'Rejection report (PDF)' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('button', { name: 'Rejection report (PDF)' })).toBeTruthy();
    expect(screen.getByText(/04\/01\/2027/)).toBeTruthy();
    expect(screen.getByText('Sam, tester number LVT 1')).toBeTruthy();
  });

  it('offers to make a repair card a roadworthy inspection', async () => {
    const user = userEvent.setup();
    renderPanel([loaded(inspection({ kind: 'repair', items: [] }))]);
    await screen.findByText(/This is a repair job card/);
    const toggle = screen.getByRole('button', { name: 'Roadworthy' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(await screen.findByRole('button', { name: 'Make it a roadworthy inspection' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Re-test/ })).toBeNull();
  });

  it('offers the re-test of the vehicle’s failed inspection while its window is open, and starts it', async () => {
    const user = userEvent.setup();
    const failedCard = 'b'.repeat(24);
    const previousFail = { __typename: 'RoadworthyFailure' as const, jobCardId: failedCard, jobNumber: 'JC-000012', reinspectBy: '2026-12-14', windowOpen: true };
    const started = inspection({ retestOf: failedCard, retestOfJobNumber: 'JC-000012', items: [item('park-brake', 'Brakes', 'Parking brake')] });
    renderPanel([
      loaded(inspection({ kind: 'repair', items: [], previousFail })),
      { request: { query: AdminStartRoadworthyDocument, variables: { jobCardId: CARD, retestOf: failedCard } }, result: { data: { startRoadworthy: started } } },
    ]);
    await screen.findByText(/This is a repair job card/);
    expect(screen.getByRole('button', { name: 'Roadworthy' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(/JC-000012 of this vehicle failed its roadworthy inspection: its failed items may be re-inspected until 14\/12\/2026/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Full inspection instead' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Re-test the failed items of JC-000012' }));
    expect((await screen.findByRole('link', { name: 'JC-000012' })).getAttribute('href')).toBe(`/admin/jobcards/${failedCard}`);
  });

  it('after the window says the new inspection is a full one again', async () => {
    const user = userEvent.setup();
    const previousFail = { __typename: 'RoadworthyFailure' as const, jobCardId: 'b'.repeat(24), jobNumber: 'JC-000012', reinspectBy: '2026-11-30', windowOpen: false };
    renderPanel([loaded(inspection({ kind: 'repair', items: [], previousFail }))]);
    await screen.findByText(/This is a repair job card/);
    await user.click(screen.getByRole('button', { name: 'Roadworthy' }));
    expect(screen.getByText('The 7-day re-inspection window of JC-000012 ended on 30/11/2026: this is a full inspection again.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Re-test/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Make it a roadworthy inspection' })).toBeTruthy();
  });
});
