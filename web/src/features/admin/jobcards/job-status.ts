/** Job statuses as the back office offers them: the GraphQL enum and its label. */
import type { JobStatus } from '../../../gql/graphql';

export const STATUS_LABELS: Record<JobStatus, string> = {
  PENDING_DIAGNOSIS: 'Pending Diagnosis',
  PENDING_QUOTE_APPROVAL: 'Pending Quote Approval',
  WORK_IN_PROGRESS: 'Work In Progress',
  COMPLETED: 'Completed',
  COMPLETED_POLICY_NOT_ACCEPTED: 'Completed - Policy Not Accepted',
  INVOICED: 'Invoiced',
};

/** Staff may pick any of the first five; Invoiced is set by invoicing alone. */
export const STAFF_STATUSES: readonly JobStatus[] = [
  'PENDING_DIAGNOSIS',
  'PENDING_QUOTE_APPROVAL',
  'WORK_IN_PROGRESS',
  'COMPLETED',
  'COMPLETED_POLICY_NOT_ACCEPTED',
];

/**
 * The list filter's options: every status, so every card can be found (Pending Quote
 * Approval included, the status a card takes when its quote is sent).
 */
export const FILTER_STATUSES: readonly JobStatus[] = ['PENDING_DIAGNOSIS', 'PENDING_QUOTE_APPROVAL', 'WORK_IN_PROGRESS', 'COMPLETED', 'COMPLETED_POLICY_NOT_ACCEPTED', 'INVOICED'];

export function statusTone(status: JobStatus): string {
  switch (status) {
    case 'PENDING_DIAGNOSIS':
      return 'badge--muted';
    case 'PENDING_QUOTE_APPROVAL':
      return 'badge--warning';
    case 'WORK_IN_PROGRESS':
      return 'badge--info';
    case 'COMPLETED':
      return 'badge--success';
    case 'COMPLETED_POLICY_NOT_ACCEPTED':
      return 'badge--danger';
    case 'INVOICED':
      return 'badge--success';
  }
}
