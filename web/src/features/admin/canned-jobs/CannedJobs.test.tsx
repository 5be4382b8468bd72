// @vitest-environment happy-dom
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminApplyCannedJobDocument, AdminCannedJobsDocument, AdminMeDocument } from '../../../gql/graphql';
import { ConfirmProvider } from '../ui/Confirm';
import { NoticeProvider, NoticeStack } from '../ui/Notices';
import { AddCannedJob } from './AddCannedJob';
import { cannedJobInput, lineProblems, type CannedJobDraft } from './canned-job-draft';
import CannedJobsPage from './CannedJobsPage';

afterEach(cleanup);

const line = (description: string, quantity: number, unitPriceCents: number, kind = 'PART', labourRateId: string | null = null) => ({
  __typename: 'JobCardItem' as const,
  description,
  quantity,
  unitPriceCents,
  kind,
  gstFree: false,
  labourRateId,
  technicianId: null,
});

const JOBS = [
  { __typename: 'CannedJob' as const, id: 'a'.repeat(24), name: 'Front pads and rotors', updatedAt: '2026-12-06T00:00:00.000Z', linesPricedByRate: [], lines: [line('Front brake pads', 1, 12995), line('Rotors', 2, 8900)] },
  { __typename: 'CannedJob' as const, id: 'b'.repeat(24), name: 'Logbook service 4-cyl', updatedAt: '2026-12-06T00:00:00.000Z', linesPricedByRate: [0], lines: [line('Service labour', 1.5, 15000, 'LABOUR', 'standard'), line('Oil filter', 1, 2000)] },
];

const listed = (cannedJobs: unknown[]): MockLink.MockedResponse => ({ request: { query: AdminCannedJobsDocument }, result: { data: { cannedJobs } }, maxUsageCount: 10 });

function renderWith(mocks: MockLink.MockedResponse[], ui: React.ReactNode) {
  return render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter>
        <NoticeProvider>
          <NoticeStack />
          <ConfirmProvider>{ui}</ConfirmProvider>
        </NoticeProvider>
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('Add Canned Job on a job card', () => {
  it('finds a canned job by name and adds it in one action: the card is saved first, then takes the lines', async () => {
    const user = userEvent.setup();
    const order: string[] = [];
    const beforeApply = vi.fn(async () => (order.push('saved'), true));
    const afterApply = vi.fn(async () => void order.push('reloaded'));
    const applied = vi.fn(() => (order.push('applied'), { data: { applyCannedJob: { __typename: 'JobCard', id: 'c'.repeat(24), revision: 5 } } }));
    renderWith(
      [listed(JOBS), { request: { query: AdminApplyCannedJobDocument, variables: { jobCardId: 'c'.repeat(24), cannedJobId: 'b'.repeat(24) } }, result: applied }],
      <AddCannedJob jobCardId={'c'.repeat(24)} beforeApply={beforeApply} afterApply={afterApply} />,
    );
    await user.click(screen.getByRole('button', { name: 'Add Canned Job' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Canned Job' });
    await within(dialog).findByText('Front pads and rotors');
    await user.type(within(dialog).getByLabelText('Search canned jobs'), 'logbook');
    expect(within(dialog).queryByText('Front pads and rotors')).toBeNull();
    const choice = within(dialog).getByRole('button', { name: /Logbook service 4-cyl/ });
    expect(choice.textContent).toContain('2 lines · $20.00 + labour at its rate');
    await user.click(choice);
    expect(await screen.findByText('Logbook service 4-cyl: 2 lines added.')).toBeTruthy();
    expect(order).toEqual(['saved', 'applied', 'reloaded']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says when nothing matches, and adds nothing when the card’s own changes cannot be saved first', async () => {
    const user = userEvent.setup();
    const afterApply = vi.fn(async () => undefined);
    renderWith([listed(JOBS)], <AddCannedJob jobCardId={'c'.repeat(24)} beforeApply={async () => false} afterApply={afterApply} />);
    await user.click(screen.getByRole('button', { name: 'Add Canned Job' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Canned Job' });
    await within(dialog).findByText('Front pads and rotors');
    await user.type(within(dialog).getByLabelText('Search canned jobs'), 'aircon');
    expect((await within(dialog).findByText('No canned job matches “aircon”.')).getAttribute('role')).toBe('status');
    await user.clear(within(dialog).getByLabelText('Search canned jobs'));
    await user.click(within(dialog).getByRole('button', { name: /Front pads and rotors/ }));
    expect(await within(dialog).findByText(/could not be saved first/)).toBeTruthy();
    expect(afterApply).not.toHaveBeenCalled();
  });
});

describe('the Canned Jobs page', () => {
  it('says there are none yet', async () => {
    renderWith([listed([])], <CannedJobsPage businessName="Truganina Auto" />);
    expect(await screen.findByText(/No canned jobs yet/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Canned Job' })).toBeTruthy();
  });

  it('lets a technician read the list but not change it', async () => {
    const me = { __typename: 'Me', id: 't'.repeat(24), username: 'riley', name: 'Riley', email: 'riley@example.com', owner: false, role: 'TECHNICIAN', mfaEnabled: false, mfaRequired: false, mfaSetupRequired: false, recoveryCodesLeft: 0 };
    renderWith([listed(JOBS), { request: { query: AdminMeDocument }, result: { data: { me } } }], <CannedJobsPage businessName="Truganina Auto" />);
    await screen.findByText('Owners and service advisers keep this list.', { exact: false });
    expect((await screen.findAllByTestId('canned-job-row')).length).toBe(2);
    expect(screen.queryByRole('button', { name: 'Add Canned Job' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
  });

  it('lists each canned job with its lines and what they come to', async () => {
    renderWith([listed(JOBS)], <CannedJobsPage businessName="Truganina Auto" />);
    const row = (await screen.findAllByTestId('canned-job-row'))[0];
    expect(row.textContent).toContain('Front pads and rotors');
    expect(row.textContent).toContain('2 lines · $307.95');
  });
});

describe('a canned job’s draft', () => {
  const rates = { labourRates: [{ id: 'standard', name: 'Standard', hourlyRateCents: 15000, isDefault: true }], technicians: [] };
  const draft = (unitPrice: string): CannedJobDraft => ({
    name: ' Logbook service ',
    lines: [{ key: 'k1', description: 'Labour', quantity: '1.5', unitPrice, kind: 'LABOUR', gstFree: false, labourRateId: 'standard', technicianId: null }],
  });

  it('sends a labour line left at its rate’s price without a price, so it follows the rate', () => {
    expect(cannedJobInput(draft('150.00'), rates)).toEqual({
      name: 'Logbook service',
      lines: [{ description: 'Labour', quantity: 1.5, unitPrice: null, kind: 'LABOUR', gstFree: false, labourRateId: 'standard', technicianId: null }],
    });
    expect(cannedJobInput(draft('165'), rates).lines[0]).toMatchObject({ unitPrice: 165 });
  });

  it('asks for a price of any other line', () => {
    const part = { ...draft('').lines[0], kind: 'PART' as const, labourRateId: null };
    expect(lineProblems([part], rates).get('k1')?.unitPrice).toBeTruthy();
    expect(lineProblems(draft('').lines, rates).size).toBe(0);
  });
});
