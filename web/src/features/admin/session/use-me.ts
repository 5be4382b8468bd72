/**
 * The signed-in account (GraphQL `me`): name and role for the shell, the Team page's owner check and
 * the two-factor gate. Read once per visit, and again whenever a call is refused with 403 (at most
 * once every two seconds), since that is how a change of role or of the workshop's rule shows.
 */
import { useEffect, useRef } from 'react';
import { useQuery } from '@apollo/client/react';
import { AdminMeDocument, type AdminMeQuery } from '../../../gql/graphql';
import { onAccessChanged } from './access-changed';

export type AdminMe = AdminMeQuery['me'];

const REREAD_GAP_MS = 2000;

export function useMe(): { me: AdminMe | undefined; error: unknown; refetch: () => Promise<unknown> } {
  const { data, error, refetch } = useQuery(AdminMeDocument, { fetchPolicy: 'cache-first' });
  const lastRead = useRef(0);
  const reread = useRef(refetch);
  useEffect(() => {
    reread.current = refetch;
  });
  useEffect(
    () =>
      onAccessChanged(() => {
        const now = Date.now();
        if (now - lastRead.current < REREAD_GAP_MS) return;
        lastRead.current = now;
        void reread.current().catch(() => undefined);
      }),
    [],
  );
  return { me: data?.me, error, refetch: () => refetch() };
}
