/** The six job statuses, stored and answered as their display strings. */
import { registerEnumType } from 'type-graphql';

export enum JobStatus {
  PENDING_DIAGNOSIS = 'Pending Diagnosis',
  PENDING_QUOTE_APPROVAL = 'Pending Quote Approval',
  WORK_IN_PROGRESS = 'Work In Progress',
  COMPLETED = 'Completed',
  COMPLETED_POLICY_NOT_ACCEPTED = 'Completed - Policy Not Accepted',
  INVOICED = 'Invoiced',
}
registerEnumType(JobStatus, {
  name: 'JobStatus',
  description: 'Job status; `statusLabel` carries the display string (e.g. "Pending Diagnosis").',
});

export const JOB_STATUSES = Object.values(JobStatus) as string[];

/** Staff may pick any of the first five; Invoiced is set by invoicing alone. */
export const STAFF_STATUSES: readonly JobStatus[] = [
  JobStatus.PENDING_DIAGNOSIS,
  JobStatus.PENDING_QUOTE_APPROVAL,
  JobStatus.WORK_IN_PROGRESS,
  JobStatus.COMPLETED,
  JobStatus.COMPLETED_POLICY_NOT_ACCEPTED,
];

export function isJobStatus(value: unknown): value is JobStatus {
  return typeof value === 'string' && JOB_STATUSES.includes(value);
}
