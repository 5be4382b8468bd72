// @vitest-environment happy-dom
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminCustomerConversationDocument, AdminUnreadTextCountDocument } from '../../../gql/graphql';
import { NoticeProvider } from '../ui/Notices';
import { Conversation } from './Conversation';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const CUSTOMER = 'c'.repeat(24);

function conversation(mailbox: string): MockLink.MockedResponse {
  return {
    request: { query: AdminCustomerConversationDocument, variables: { id: CUSTOMER } },
    result: {
      data: {
        customerConversationMailbox: mailbox,
        customerConversation: [
          { __typename: 'ConversationEntry', id: 'mailbox:7', channel: 'email', direction: 'in', body: 'Photos of the scratch', at: '2026-12-01T01:00:00.000Z', status: 'received', unread: false },
        ],
      },
    },
  };
}

const UNREAD: MockLink.MockedResponse = { request: { query: AdminUnreadTextCountDocument }, result: { data: { unreadTextCount: 0 } } };

function renderConversation(mailbox: string) {
  // The live unread count has no server here.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <MockedProvider mocks={[conversation(mailbox), UNREAD]}>
      <NoticeProvider>
        <Conversation customerId={CUSTOMER} name="Casey Mailer" mobile={null} />
      </NoticeProvider>
    </MockedProvider>,
  );
}

describe('the conversation’s mailbox mail', () => {
  it('shows the customer’s mail from the mailbox, and a quiet note when the mailbox did not answer', async () => {
    renderConversation('unavailable');
    expect(await screen.findByText('Photos of the scratch')).toBeTruthy();
    expect(screen.getByTestId('conversation-mailbox-note').textContent).toBe('Mailbox mail is not shown: the mailbox did not answer.');
  });

  it('has no note when the mailbox answered', async () => {
    renderConversation('listed');
    expect(await screen.findByText('Photos of the scratch')).toBeTruthy();
    expect(screen.queryByTestId('conversation-mailbox-note')).toBeNull();
  });
});
