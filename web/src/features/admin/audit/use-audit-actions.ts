/** The audit trail's actions in words, as the api's features declare them: read once per session. */
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { AdminAuditActionsDocument } from '../../../gql/graphql';
import type { ActionKind } from './audit-records';

export function useAuditActions(): readonly ActionKind[] {
  const { data } = useQuery(AdminAuditActionsDocument, { fetchPolicy: 'cache-first' });
  return useMemo(() => (data?.auditActions ?? []).map((a) => ({ action: a.action, label: a.label, type: a.entityType })), [data]);
}
