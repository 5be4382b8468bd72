/**
 * Calls back on every change to job cards (or to one card) pushed by the server: a customer
 * signing or deciding a quote, or another admin's edit, shows up without a reload.
 */
import { useEffect, useRef } from 'react';
import { useSubscription } from '@apollo/client/react';
import { AdminJobCardChangedDocument, type AdminJobCardChangedSubscription } from '../../../gql/graphql';

export type JobCardEvent = AdminJobCardChangedSubscription['jobCardChanged'];

export function useJobCardLive(id: string | null, onEvent: (event: JobCardEvent) => void): void {
  const latest = useRef(onEvent);
  useEffect(() => {
    latest.current = onEvent;
  });
  useSubscription(AdminJobCardChangedDocument, {
    variables: { id },
    onData: ({ data }) => {
      if (data.data) latest.current(data.data.jobCardChanged);
    },
    onError: (error) => console.error('Live job card updates failed', error),
  });
}
