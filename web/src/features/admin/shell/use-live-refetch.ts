/**
 * Keeps a list current while it is on screen: every booking, cancellation, deletion or contact
 * query change (the dashboardCounters event) reloads it, whoever made the change.
 */
import { useEffect, useRef } from 'react';
import { useSubscription } from '@apollo/client/react';
import { AdminDashboardCountersChangedDocument } from '../../../gql/graphql';

export function useLiveRefetch(refetch: () => Promise<unknown>): void {
  const latest = useRef(refetch);
  useEffect(() => {
    latest.current = refetch;
  });
  useSubscription(AdminDashboardCountersChangedDocument, {
    onData: () => void latest.current().catch(() => undefined),
    onError: (error) => console.error('Live updates failed', error),
  });
}
