/**
 * Canned jobs: named sets of lines (labour, parts, sundries) added to a job card in one action from
 * its Items & labour. The list by name, each with its lines and what they come to; Add Canned Job,
 * and each row's Edit and Delete (after a confirmation). Job cards keep the lines they were given.
 */
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { AdminCannedJobsDocument, AdminDeleteCannedJobDocument } from '../../../gql/graphql';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { useMe } from '../session/use-me';
import { formatMoney, lineAmount } from '../../../shared/money';
import { errorMessage } from '../errors';
import { Button } from '../ui/Button';
import { useConfirm } from '../ui/Confirm';
import { DataTable, type Column } from '../ui/DataTable';
import { useNotices } from '../ui/Notices';
import { EmptyState, LoadFailed, LoadingState, PageHeader } from '../ui/States';
import { KIND_LABELS, type LineKind } from '../ui/priced-line';
import { CannedJobDialog } from './CannedJobDialog';
import { lineCount, type CannedJob } from './canned-job-draft';
import '../styles/admin-canned-jobs.css';

/** What a canned job's priced lines come to (lines priced by their rate when added are left out). */
function pricedTotal(job: CannedJob): number {
  return job.lines.reduce((sum, line, i) => (job.linesPricedByRate.includes(i) ? sum : sum + lineAmount(line.quantity, line.unitPriceCents)), 0);
}

function Lines({ job }: { job: CannedJob }) {
  return (
    <ul className="canned-job__summary">
      {job.lines.map((line, i) => (
        <li key={i}>
          <span className="canned-job__kind">{KIND_LABELS[line.kind as LineKind] ?? line.kind}</span> {line.description}
          <span className="cell-sub">
            {' '}
            · {line.quantity}
            {line.kind === 'LABOUR' ? ' h' : ''} {job.linesPricedByRate.includes(i) ? 'at the rate’s price' : `× ${formatMoney(line.unitPriceCents)}`}
          </span>
        </li>
      ))}
    </ul>
  );
}

export default function CannedJobsPage({ businessName }: { businessName: string }) {
  useDocumentTitle('Canned Jobs', businessName);
  const { data, error, loading, refetch } = useQuery(AdminCannedJobsDocument, { notifyOnNetworkStatusChange: true });
  const [remove, removing] = useMutation(AdminDeleteCannedJobDocument, { refetchQueries: [AdminCannedJobsDocument], awaitRefetchQueries: true });
  const [editing, setEditing] = useState<CannedJob | 'new' | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const confirm = useConfirm();
  const notices = useNotices();
  const jobs = data?.cannedJobs;
  // Owners and service advisers keep the list and add from it to job cards; a technician reads it.
  const keeps = useMe().me?.role !== 'TECHNICIAN';

  async function onRefresh() {
    try {
      await refetch();
    } catch (failure) {
      notices.error(failure);
    }
  }

  async function onDelete(job: CannedJob) {
    const yes = await confirm({
      title: 'Delete canned job',
      message: `Delete “${job.name}”? Job cards it was added to keep their lines.`,
      confirmLabel: 'Yes, Delete',
    });
    if (!yes) return;
    setBusyId(job.id);
    try {
      await remove({ variables: { id: job.id } });
      notices.success(`${job.name} is deleted.`);
    } catch (failure) {
      notices.error(failure);
    } finally {
      setBusyId(null);
    }
  }

  const busy = (job: CannedJob) => busyId === job.id && removing.loading;

  const columns: ReadonlyArray<Column<CannedJob>> = [
    {
      header: 'Canned job',
      cell: (job) => (
        <>
          <span className="cell-main">{job.name}</span>
          <span className="cell-sub">
            {lineCount(job.lines.length)} · {formatMoney(pricedTotal(job))}
            {job.linesPricedByRate.length ? ' + labour at its rate' : ''}
          </span>
        </>
      ),
    },
    { header: 'Lines', kind: 'message', cell: (job) => <Lines job={job} /> },
  ];

  return (
    <div className="admin-page">
      <PageHeader
        title="Canned Jobs"
        description={`Named sets of labour, parts and sundries, added to a job card in one go from its Items & labour.${keeps ? '' : ' Owners and service advisers keep this list.'}`}
        actions={
          <>
            <Button onClick={onRefresh} disabled={loading} icon="refresh">
              Refresh
            </Button>
            {keeps && (
              <Button variant="primary" icon="plus" onClick={() => setEditing('new')}>
                Add Canned Job
              </Button>
            )}
          </>
        }
      />

      {jobs === undefined ? (
        error ? (
          <LoadFailed message={errorMessage(error)} onRetry={onRefresh} />
        ) : (
          <LoadingState label="Loading canned jobs…" />
        )
      ) : jobs.length === 0 ? (
        <section className="panel">
          <EmptyState icon="clipboard">No canned jobs yet. Add the jobs you quote often, such as a logbook service, with Add Canned Job.</EmptyState>
        </section>
      ) : (
        <section className="panel" aria-label="Canned jobs">
          <DataTable
            rows={jobs}
            rowKey={(job) => job.id}
            columns={columns}
            caption="Canned jobs, by name"
            rowName={(job) => job.name}
            rowTestId="canned-job-row"
            actions={
              keeps
                ? [
                    { icon: 'wrench', label: 'Edit', labelled: true, onClick: (job) => setEditing(job) },
                    { icon: 'trash', label: 'Delete', danger: true, busy, disabled: busy, onClick: (job) => void onDelete(job) },
                  ]
                : []
            }
          />
        </section>
      )}

      {editing && (
        <CannedJobDialog
          job={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(message) => {
            setEditing(null);
            notices.success(message);
          }}
        />
      )}
    </div>
  );
}
