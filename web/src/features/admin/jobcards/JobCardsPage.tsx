/**
 * /admin/jobcards: the 'New Job Card' form, filters (name, rego, status) and the job cards
 * grouped by the workshop day they were created, newest day first. The list follows every change
 * live (a customer signing shows its green tick without a reload).
 */
import { useId, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Link, useNavigate } from 'react-router';
import { AdminDeleteJobCardDocument, type JobStatus } from '../../../gql/graphql';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { formatDateTime, formatInstantShortDate, formatInstantTime } from '../format';
import { AdminIcon } from '../ui/AdminIcon';
import { DataTable, type Column } from '../ui/DataTable';
import { DayGroup } from '../ui/DayGroup';
import { FormToggle } from '../ui/FormToggle';
import { PagedRows } from '../ui/MorePages';
import { useConfirm } from '../ui/Confirm';
import { CustomerCell, RegoLink } from '../ui/RegoLink';
import { countMatching } from '../ui/text';
import { useDebounced } from '../ui/use-debounced';
import { useNotices } from '../ui/Notices';
import { PageHeader } from '../ui/States';
import { FILTER_STATUSES, STATUS_LABELS, statusTone } from './job-status';
import { NewJobCardForm } from './NewJobCardForm';
import { groupByCreatedDate, useJobCardPages, type JobCardRow } from './use-job-card-pages';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import '../styles/admin-jobcards.css';
import { useMe } from '../session/use-me';

export default function JobCardsPage({ businessName }: { businessName: string }) {
  useDocumentTitle('Job Cards', businessName);
  const [formOpen, setFormOpen] = useState(false);
  const [name, setName] = useState('');
  const [rego, setRego] = useState('');
  const [status, setStatus] = useState<JobStatus | ''>('');
  const filter = {
    customerName: useDebounced(name.trim(), 300) || null,
    carRego: useDebounced(rego.trim(), 300) || null,
    status: status || null,
  };
  const pages = useJobCardPages(filter);
  const { rows, loading, refetch } = pages;
  // Typed filters not yet asked for, or asked for and not yet answered: the list shown is the previous one.
  const settling = name.trim() !== (filter.customerName ?? '') || rego.trim() !== (filter.carRego ?? '') || pages.stale;
  const [remove, removing] = useMutation(AdminDeleteJobCardDocument);
  const confirm = useConfirm();
  const notices = useNotices();
  const navigate = useNavigate();
  const uid = useId();
  // Technicians open and work job cards; making and deleting them is the front office's.
  const technician = useMe().me?.role === 'TECHNICIAN';

  const count = rows?.length ?? 0;
  const filtered = Boolean(filter.customerName || filter.carRego || filter.status);

  async function onRefresh() {
    try {
      await refetch();
    } catch (failure) {
      notices.error(failure);
    }
  }

  async function onDelete(card: JobCardRow) {
    const yes = await confirm({ title: 'Delete job card', message: 'Permanently delete this job card?', confirmLabel: 'Yes, Delete' });
    if (!yes) return;
    try {
      await remove({ variables: { id: card.id } });
      pages.forget(card.id);
      notices.success('Job card deleted.');
    } catch (failure) {
      notices.error(failure);
    }
  }

  return (
    <div className="admin-page">
      <PageHeader
        title="Job Cards"
        description={
          rows ? `${countMatching(count, ['job card', 'job cards'], filtered)}${pages.hasMore ? ', more below' : ''}.` : 'Every job from diagnosis to invoice.'
        }
        actions={
          <>
            <Button onClick={onRefresh} disabled={loading}>
              <AdminIcon name="refresh" size={18} className={loading && rows ? 'spin' : undefined} /> Refresh
            </Button>
            {!technician && (
            <FormToggle open={formOpen} onToggle={() => setFormOpen((open) => !open)} controls={`${uid}-new`} icon="clipboard">
              New Job Card
            </FormToggle>
            )}
          </>
        }
      />

      <section id={`${uid}-new`} className="panel jobcard-new" hidden={!formOpen || technician} aria-labelledby={`${uid}-new-title`}>
        <h2 id={`${uid}-new-title`} className="panel__title">
          New Job Card
        </h2>
        <NewJobCardForm onCreated={() => void refetch().catch(() => undefined)} />
      </section>

      <section className="panel list-filters" aria-label="Filter job cards">
        <Field id={`${uid}-name`} label="Filter by customer name">
          <input id={`${uid}-name`} type="search" value={name} onChange={(e) => setName(e.target.value)} placeholder="e.g. Smith" />
        </Field>
        <Field id={`${uid}-rego`} label="Filter by car rego">
          <input id={`${uid}-rego`} type="search" value={rego} onChange={(e) => setRego(e.target.value)} placeholder="e.g. ABC123" />
          {rego.trim() && (
            <span className="filter-hint">
              <AdminIcon name="car" size={16} /> Vehicle history: <RegoLink rego={rego.trim()} />
            </span>
          )}
        </Field>
        <Field id={`${uid}-status`} label="Filter by status">
          <select id={`${uid}-status`} value={status} onChange={(e) => setStatus(e.target.value as JobStatus | '')}>
            <option value="">All statuses</option>
            {FILTER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </Field>
      </section>

      <PagedRows
        pages={pages}
        settling={settling}
        noun={['job card', 'job cards']}
        onRetry={onRefresh}
        empty="No Job Cards found."
        emptyIcon="clipboard"
        className="jobcard-days"
      >
        {(rows) =>
          groupByCreatedDate(rows).map((day) => (
            <DayGroup key={day.date} day={day.date} label={day.label} count={day.rows.length} noun={['job card', 'job cards']}>
              <DataTable
                className="jobcard-table"
                rows={day.rows}
                rowKey={(card) => card.id}
                rowTestId="jobcard-row"
                rowName={(card) => `job card of ${card.customerName} (${card.carRego}), ${card.jobNumber}`}
                onRowClick={(card) => navigate(`/admin/jobcards/${card.id}`)}
                columns={JOB_CARD_COLUMNS}
                // An invoiced card stays with its invoice: the api refuses to delete it, so it is not offered.
                actions={[{ icon: 'trash', label: 'Delete', danger: true, when: (card) => !technician && card.status !== 'INVOICED', disabled: removing.loading, onClick: (card) => void onDelete(card) }]}
              />
            </DayGroup>
          ))
        }
      </PagedRows>
    </div>
  );
}

const JOB_CARD_COLUMNS: ReadonlyArray<Column<JobCardRow>> = [
  {
    header: 'Policy',
    kind: 'status',
    cell: (card) => <PolicyIcon accepted={card.termsAcceptance.isAccepted} timestamp={card.termsAcceptance.timestamp} />,
  },
  { header: 'Job', kind: 'nowrap', className: 'mono', cell: (card) => card.jobNumber },
  {
    header: 'Customer',
    cell: (card) => (
      <CustomerCell
        rego={card.carRego}
        name={
          <Link to={`/admin/jobcards/${card.id}`} className="row-link" onClick={(e) => e.stopPropagation()}>
            {card.customerName}
          </Link>
        }
      />
    ),
  },
  {
    header: 'Created',
    kind: 'nowrap',
    cell: (card) => (
      <time dateTime={card.createdAt} title={formatDateTime(card.createdAt)}>
        {formatInstantTime(card.createdAt)}
      </time>
    ),
  },
  { header: 'Status', cell: (card) => <span className={`badge ${statusTone(card.status)}`}>{card.statusLabel}</span> },
];

export function PolicyIcon({ accepted, timestamp }: { accepted: boolean; timestamp?: string | null }) {
  return accepted ? (
    <span className="status-icon status-icon--replied" title={timestamp ? `Policy accepted ${formatInstantShortDate(timestamp)}` : 'Policy accepted'}>
      <AdminIcon name="check" size={20} label="Policy accepted" />
    </span>
  ) : (
    <span className="status-icon status-icon--pending" title="Policy pending">
      <AdminIcon name="clock" size={20} label="Policy pending" />
    </span>
  );
}
