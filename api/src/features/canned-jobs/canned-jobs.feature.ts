/** Canned jobs: named templates of job card lines, added to a job card in one action. */
import { defineFeature } from '../../feature.js';
import { CannedJob } from './canned-job.entity.js';
import { CANNED_JOB_AUDIT_ACTIONS } from './canned-jobs.audit.js';
import { cannedJobOperations } from './canned-jobs.operations.js';
import { CannedJobsService } from './canned-jobs.service.js';
import { Migration20261220030000 } from './migrations/Migration20261220030000.js';

declare module '../../services.js' {
  interface Services {
    cannedJobs: CannedJobsService;
  }
}

export const cannedJobsFeature = defineFeature({
  name: 'canned-jobs',
  apiArea: 'jobcards',
  entities: [CannedJob],
  tables: ['canned_job'],
  migrations: [Migration20261220030000],
  auditActions: CANNED_JOB_AUDIT_ACTIONS,
  services: ({ clock, changes, services }) => ({ cannedJobs: new CannedJobsService({ clock, changes, jobcards: services.jobcards, readLines: (em, raw, edge, rules) => services.documents.readLines(em, raw, edge, rules) }) }),
  operations: cannedJobOperations,
});
