/**
 * Test-only: renders a back-office component as the admin app does around a page (router, notices
 * with their stack, confirmations, Apollo), with the GraphQL answers given as mocks, and an answer
 * to the signed-in account's `AdminMe` query for an owner or an adviser.
 */
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { AdminMeDocument, type StaffRole } from '../../gql/graphql';
import { ConfirmProvider } from './ui/Confirm';
import { NoticeProvider, NoticeStack } from './ui/Notices';

/** The answer to `AdminMe`: Sam, an owner (`true`), an adviser (`false`) or in the role named. */
export function meMock(who: boolean | StaffRole): MockLink.MockedResponse {
  const role: StaffRole = who === true ? 'OWNER' : who === false ? 'ADVISER' : who;
  return {
    request: { query: AdminMeDocument },
    result: {
      data: {
        me: {
          __typename: 'AdminMe',
          id: 'a'.repeat(24),
          username: 'sam',
          name: 'Sam',
          email: 'sam@example.com',
          owner: role === 'OWNER',
          role,
          mfaEnabled: false,
          mfaRequired: false,
          mfaSetupRequired: false,
          recoveryCodesLeft: 0,
        },
      },
    },
  };
}

interface RenderAdminOptions {
  /** The answers after `AdminMe`, in the order they are asked for. */
  mocks?: MockLink.MockedResponse[];
  /** Signed in as an owner (default) or, when false, as an adviser. */
  owner?: boolean;
  /** The address the router starts at (default `/`). */
  route?: string;
}

export function renderAdmin(ui: ReactElement, { mocks = [], owner = true, route = '/' }: RenderAdminOptions = {}) {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <NoticeProvider>
        <ConfirmProvider>
          <MockedProvider mocks={[meMock(owner), ...mocks]}>{ui}</MockedProvider>
        </ConfirmProvider>
        <NoticeStack />
      </NoticeProvider>
    </MemoryRouter>,
  );
}
