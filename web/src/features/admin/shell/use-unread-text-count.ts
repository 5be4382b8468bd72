/**
 * The received texts staff have not read, for the sidebar's Texts badge. The shell keeps it live
 * (`live`): the unreadTextCount subscription writes each new count into the cache, so every reader
 * (the badge, the inbox, an open conversation) hears of a new text within a moment. Null until loaded
 * or when `skip` (a technician, who has no texts).
 */
import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { AdminUnreadTextCountChangedDocument, AdminUnreadTextCountDocument } from '../../../gql/graphql';

export function useUnreadTextCount({ live = false, skip = false, onChange }: { live?: boolean; skip?: boolean; onChange?: (count: number) => void } = {}): number | null {
  const client = useApolloClient();
  const { data } = useQuery(AdminUnreadTextCountDocument, { fetchPolicy: live ? 'cache-and-network' : 'cache-first', skip });
  useSubscription(AdminUnreadTextCountChangedDocument, {
    skip: skip || (!live && !onChange),
    onData: ({ data: event }) => {
      const count = event.data?.unreadTextCount;
      if (count === undefined) return;
      if (live) client.writeQuery({ query: AdminUnreadTextCountDocument, data: { unreadTextCount: count } });
      onChange?.(count);
    },
    onError: (error) => console.error('Live unread text count failed', error),
  });
  return data?.unreadTextCount ?? null;
}
