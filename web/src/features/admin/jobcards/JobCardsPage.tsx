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
import { errorMessage } from '../errors';
import { formatDateTime, formatInstantShortDate, formatInstantTime } from '../format';
import { AdminIcon } from '../ui/AdminIcon';
import { IconButton } from '../ui/IconButton';
import { DayGroup } from '../ui/DayGroup';
import { MorePages } from '../ui/MorePages';
import { useConfirm } from '../ui/Confirm';
import { RegoLink } from '../ui/RegoLink';
import { useDebounced } from '../ui/use-debounced';
import { useNotices } from '../ui/Notices';
import { EmptyState, LoadFailed, LoadingState, PageHeader } from '../ui/States';
import { FILTER_STATUSES, STATUS_LABELS, statusTone } from './job-status';
import { NewJobCardForm } from './NewJobCardForm';
import { groupByCreatedDate, useJobCardPages, type JobCardRow } from './use-job-card-pages';
import '../styles/admin-jobcards.css';

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
  const { rows, error, loading, refetch } = pages;
  // Typed filters not yet asked for, or asked for and not yet answered: the list shown is the previous one.
  const settling = name.trim() !== (filter.customerName ?? '') || rego.trim() !== (filter.carRego ?? '') || pages.stale;
  const [remove, removing] = useMutation(AdminDeleteJobCardDocument);
  const confirm = useConfirm();
  const notices = useNotices();
  const navigate = useNavigate();
  const uid = useId();

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
          rows ? `${count} job card${count === 1 ? '' : 's'}${filtered ? ' match the filters' : ''}${pages.hasMore ? ', more below' : ''}.` : 'Every job from diagnosis to invoice.'
        }
        actions={
          <>
            <button type="button" className="abtn abtn--ghost" onClick={onRefresh} disabled={loading}>
              <AdminIcon name="refresh" size={18} className={loading && rows ? 'spin' : undefined} /> Refresh
            </button>
            <button
              type="button"
              className={formOpen ? 'abtn abtn--ghost' : 'abtn abtn--primary'}
              aria-expanded={formOpen}
              aria-controls={`${uid}-new`}
              onClick={() => setFormOpen((o) => !o)}
            >
              <AdminIcon name={formOpen ? 'close' : 'clipboard'} size={18} /> New Job Card
            </button>
          </>
        }
      />

      <section id={`${uid}-new`} className="panel jobcard-new" hidden={!formOpen} aria-labelledby={`${uid}-new-title`}>
        <h2 id={`${uid}-new-title`} className="panel__title">
          New Job Card
        </h2>
        <NewJobCardForm onCreated={() => void refetch().catch(() => undefined)} />
      </section>

      <section className="panel jobcard-filters" aria-label="Filter job cards">
        <div className="afield">
          <label className="afield__label" htmlFor={`${uid}-name`}>
            Filter by customer name
          </label>
          <input id={`${uid}-name`} type="search" value={name} onChange={(e) => setName(e.target.value)} placeholder="e.g. Smith" />
        </div>
        <div className="afield">
          <label className="afield__label" htmlFor={`${uid}-rego`}>
            Filter by car rego
          </label>
          <input id={`${uid}-rego`} type="search" value={rego} onChange={(e) => setRego(e.target.value)} placeholder="e.g. ABC123" />
          {rego.trim() && (
            <span className="filter-hint">
              <AdminIcon name="car" size={16} /> Vehicle history: <RegoLink rego={rego.trim()} />
            </span>
          )}
        </div>
        <div className="afield">
          <label className="afield__label" htmlFor={`${uid}-status`}>
            Filter by status
          </label>
          <select id={`${uid}-status`} value={status} onChange={(e) => setStatus(e.target.value as JobStatus | '')}>
            <option value="">All statuses</option>
            {FILTER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
      </section>

      {rows === undefined ? (
        error ? (
          <LoadFailed message={errorMessage(error)} onRetry={onRefresh} />
        ) : (
          <LoadingState label="Loading job cards…" />
        )
      ) : rows.length === 0 ? (
        <section className="panel">
          <EmptyState icon="clipboard">No Job Cards found.</EmptyState>
        </section>
      ) : (
        <div className="jobcard-days" aria-busy={settling}>
          {groupByCreatedDate(rows).map((day) => (
            <DayGroup key={day.date} day={day.date} label={day.label} count={day.rows.length} noun={['job card', 'job cards']}>
              <div className="table-wrap">
                <table className="data-table data-table--cards jobcard-table">
                  <thead>
                    <tr>
                      <th scope="col" className="col-status">
                        Policy
                      </th>
                      <th scope="col">Customer</th>
                      <th scope="col">Created</th>
                      <th scope="col">Status</th>
                      <th scope="col">
                        <span className="sr-only">Actions</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {day.rows.map((card) => (
                      <tr key={card.id} className="is-clickable" onClick={() => navigate(`/admin/jobcards/${card.id}`)} data-testid="jobcard-row">
                        <td data-label="Policy" className="col-status">
                          <PolicyIcon accepted={card.termsAcceptance.isAccepted} timestamp={card.termsAcceptance.timestamp} />
                        </td>
                        <td data-label="Customer">
                          <Link to={`/admin/jobcards/${card.id}`} className="row-link" onClick={(e) => e.stopPropagation()}>
                            {card.customerName}
                          </Link>
                          <RegoLink rego={card.carRego} className="cell-sub" />
                        </td>
                        <td data-label="Created" className="nowrap">
                          <time dateTime={card.createdAt} title={formatDateTime(card.createdAt)}>
                            {formatInstantTime(card.createdAt)}
                          </time>
                        </td>
                        <td data-label="Status">
                          <span className={`badge ${statusTone(card.status)}`}>{card.statusLabel}</span>
                        </td>
                        <td className="cell-actions">
                          <IconButton
                            icon="trash"
                            danger
                            stopPropagation
                            label={`Delete job card of ${card.customerName} (${card.carRego})`}
                            title="Delete job card"
                            disabled={removing.loading}
                            onClick={() => void onDelete(card)}
                          />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </DayGroup>
          ))}
          <MorePages
            hasMore={pages.hasMore}
            loadMore={pages.loadMore}
            loadingMore={pages.loadingMore}
            moreError={pages.moreError}
            count={count}
            settling={settling}
            noun={['job card', 'job cards']}
          />
        </div>
      )}
    </div>
  );
}

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
