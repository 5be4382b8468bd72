/**
 * The mailbox's unread count (last 30 days) for the sidebar and the dashboard. The shell keeps it
 * live (`live`): the unreadMailCount subscription, fed by IMAP IDLE on the server, writes each new
 * count into the cache, so every reader updates within seconds of new mail. Null: no mailbox is
 * configured, or it cannot be reached right now, or `skip` (an account that may not read the mailbox).
 */
import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { AdminMailboxStatusDocument, AdminUnreadMailCountChangedDocument } from '../../../gql/graphql';

export function useUnreadMailCount({ live = false, skip = false } = {}): number | null {
  const client = useApolloClient();
  const { data } = useQuery(AdminMailboxStatusDocument, { fetchPolicy: live ? 'cache-and-network' : 'cache-first', skip });
  const configured = data?.mailboxConfigured ?? false;
  useSubscription(AdminUnreadMailCountChangedDocument, {
    skip: skip || !live || !configured,
    onData: ({ data: event }) => {
      const count = event.data?.unreadMailCount;
      if (count === undefined) return;
      client.writeQuery({ query: AdminMailboxStatusDocument, data: { mailboxConfigured: true, unreadMailCount: count } });
    },
    onError: (error) => console.error('Live unread mail count failed', error),
  });
  return data?.unreadMailCount ?? null;
}
