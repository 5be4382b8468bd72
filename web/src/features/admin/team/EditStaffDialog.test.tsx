// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminSetTesterNumberDocument, type AdminStaffUserFragment } from '../../../gql/graphql';
import { renderAdmin } from '../render-admin';
import { EditStaffDialog } from './EditStaffDialog';

afterEach(cleanup);

const user: AdminStaffUserFragment = {
  id: 'b'.repeat(24),
  username: 'jo',
  name: 'Jo Tech',
  email: 'jo@example.com',
  owner: false,
  role: 'TECHNICIAN',
  disabled: false,
  disabledAt: null,
  mfaEnabled: false,
  createdAt: '2026-11-01T00:00:00.000Z',
  lastSeenAt: null,
  testerNumber: null,
};

const setNumber = (testerNumber: string | null, answer: { testerNumber: string | null } | GraphQLError) => ({
  request: { query: AdminSetTesterNumberDocument, variables: { userId: user.id, testerNumber } },
  result: answer instanceof GraphQLError ? { errors: [answer] } : { data: { setRoadworthyTester: { __typename: 'RoadworthyTesterView', userId: user.id, ...answer } } },
});

describe('editing a member of staff', () => {
  it('saves only their tester number when only it changed', async () => {
    const onSaved = vi.fn();
    renderAdmin(<EditStaffDialog user={user} onClose={() => undefined} onSaved={onSaved} />, { mocks: [setNumber('LVT 40123', { testerNumber: 'LVT 40123' })] });
    await userEvent.type(screen.getByLabelText(/Licensed Vehicle Tester number/), '  LVT 40123 ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Jo Tech’s details are saved.', user));
  });

  it('shows the server’s refusal under the tester number', async () => {
    const refusal = new GraphQLError('The tester number must be at most 40 characters.', { extensions: { code: 'BAD_USER_INPUT', fields: { testerNumber: ['At most 40 characters.'] } } });
    renderAdmin(<EditStaffDialog user={user} onClose={() => undefined} onSaved={() => undefined} />, { mocks: [setNumber('X', refusal)] });
    await userEvent.type(screen.getByLabelText(/Licensed Vehicle Tester number/), 'X');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(document.getElementById(screen.getByLabelText(/Licensed Vehicle Tester number/).getAttribute('aria-describedby')!.split(' ').pop()!)?.textContent).toMatch(/40 characters/));
  });
});
