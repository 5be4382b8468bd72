/**
 * Contact queries: every message from the contact form, grouped by the day it arrived (newest
 * first). A row opens the query with a reply form; Refresh reloads, Cleanup removes queries
 * inactive for over 30 days, and each row can be deleted.
 */
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useLocation } from 'react-router';
import {
  AdminCleanupContactQueriesDocument,
  AdminContactQueriesDocument,
  AdminDeleteContactQueryDocument,
} from '../../../gql/graphql';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { errorMessage } from '../errors';
import { useLiveRefetch } from '../shell/use-live-refetch';
import { formatDateTime, formatInstantTime } from '../format';
import { AdminIcon } from '../ui/AdminIcon';
import { DataTable, RowOpenButton, type Column } from '../ui/DataTable';
import { DayGroup } from '../ui/DayGroup';
import { useConfirm } from '../ui/Confirm';
import { useNotices } from '../ui/Notices';
import { EmptyState, LoadFailed, LoadingState, PageHeader } from '../ui/States';
import { truncate } from '../ui/text';
import type { AdminContactQuery } from './contact.types';
import { ContactQueryDialog } from './ContactQueryDialog';
import { Button } from '../ui/Button';

/** Queries by the workshop's calendar day of arrival (the server's, with its heading), newest day first, newest first within a day. */
function groupByDay(queries: readonly AdminContactQuery[]): Array<{ day: string; label: string; queries: AdminContactQuery[] }> {
  const groups = new Map<string, { label: string; queries: AdminContactQuery[] }>();
  const sorted = [...queries].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  for (const q of sorted) {
    const group = groups.get(q.receivedDate);
    if (group) group.queries.push(q);
    else groups.set(q.receivedDate, { label: q.receivedDateLabel, queries: [q] });
  }
  return [...groups].map(([day, group]) => ({ day, ...group }));
}

export default function ContactQueriesPage({ businessName }: { businessName: string }) {
  useDocumentTitle('Contact Queries', businessName);
  const location = useLocation();
  const { data, error, loading, refetch } = useQuery(AdminContactQueriesDocument, { notifyOnNetworkStatusChange: true });
  // Arriving from the dashboard opens the query that was clicked there.
  const [openId, setOpenId] = useState<string | null>(() => (location.state as { open?: string } | null)?.open ?? null);
  // New queries (and replies or deletions by another admin) appear by themselves.
  useLiveRefetch(() => refetch());
  const refetchList = { refetchQueries: [AdminContactQueriesDocument], awaitRefetchQueries: true };
  const [remove, removing] = useMutation(AdminDeleteContactQueryDocument, refetchList);
  const [cleanup, cleaning] = useMutation(AdminCleanupContactQueriesDocument, refetchList);
  const confirm = useConfirm();
  const notices = useNotices();

  const queries = data?.contactQueries;
  const open = openId ? queries?.find((q) => q.id === openId) : undefined;
  const pending = queries?.filter((q) => !q.replied).length ?? 0;

  async function onRefresh() {
    try {
      await refetch();
    } catch (failure) {
      notices.error(failure);
    }
  }

  async function onCleanup() {
    const yes = await confirm({
      title: 'Clean up old queries',
      message: 'Delete all queries inactive for over 30 days? This cannot be undone.',
      confirmLabel: 'Yes, Clean Up',
    });
    if (!yes) return;
    try {
      const { data: result } = await cleanup();
      notices.success(result?.cleanupContactQueries.message ?? 'Cleanup complete.');
    } catch (failure) {
      notices.error(failure);
    }
  }

  async function onDelete(query: AdminContactQuery) {
    const yes = await confirm({
      title: 'Delete query',
      message: 'Are you sure you want to delete this query?',
      confirmLabel: 'Yes, Delete',
    });
    if (!yes) return;
    try {
      const { data: result } = await remove({ variables: { id: query.id } });
      notices.success(result?.deleteContactQuery.message ?? 'Query deleted.');
    } catch (failure) {
      notices.error(failure);
    }
  }

  const columns: ReadonlyArray<Column<AdminContactQuery>> = [
    { header: 'Status', kind: 'status', cell: (q) => <RepliedIcon query={q} /> },
    {
      header: 'Received',
      kind: 'nowrap',
      cell: (q) => (
        <time dateTime={q.createdAt} title={formatDateTime(q.createdAt)} className="cell-main">
          {formatInstantTime(q.createdAt)}
        </time>
      ),
    },
    {
      header: 'Name',
      cell: (q) => (
        <>
          <RowOpenButton onOpen={() => setOpenId(q.id)}>{q.name}</RowOpenButton>
          <span className="cell-sub">{q.email}</span>
        </>
      ),
    },
    {
      header: 'Message',
      kind: 'message',
      cell: (q) => (
        <>
          {truncate(q.message, 90)}
          {q.replyMessage && <span className="cell-sub contact-reply-line">Replied: {truncate(q.replyMessage, 70)}</span>}
        </>
      ),
    },
  ];

  return (
    <div className="admin-page">
      <PageHeader
        title="Contact Queries"
        description={queries ? `${queries.length} in total, ${pending} awaiting a reply.` : 'Messages sent through the website’s contact form.'}
        actions={
          <>
            <Button onClick={onRefresh} disabled={loading}>
              <AdminIcon name="refresh" size={18} className={loading && queries ? 'spin' : undefined} /> Refresh
            </Button>
            <Button variant="danger-link" onClick={onCleanup} disabled={cleaning.loading}>
              <AdminIcon name="broom" size={18} /> Cleanup
            </Button>
          </>
        }
      />

      {queries === undefined ? (
        error ? (
          <LoadFailed message={errorMessage(error)} onRetry={onRefresh} />
        ) : (
          <LoadingState />
        )
      ) : queries.length === 0 ? (
        <section className="panel">
          <EmptyState icon="chat">No contact queries found.</EmptyState>
        </section>
      ) : (
        groupByDay(queries).map(({ day, label, queries: list }) => (
          <DayGroup key={day} day={day} label={label} count={list.length} noun={['query', 'queries']}>
            <DataTable
              rows={list}
              rowKey={(q) => q.id}
              columns={columns}
              onRowClick={(q) => setOpenId(q.id)}
              rowClassName={(q) => (q.replied ? undefined : 'is-unread')}
              rowName={(q) => `query from ${q.name}`}
              actions={[{ icon: 'trash', label: 'Delete', danger: true, disabled: removing.loading, onClick: (q) => void onDelete(q) }]}
            />
          </DayGroup>
        ))
      )}

      {open && <ContactQueryDialog query={open} onClose={() => setOpenId(null)} />}
    </div>
  );
}

function RepliedIcon({ query }: { query: AdminContactQuery }) {
  return query.replied ? (
    <span className="status-icon status-icon--replied" title={query.repliedAt ? `Replied ${formatDateTime(query.repliedAt)}` : 'Replied'}>
      <AdminIcon name="check" size={20} label="Replied" />
    </span>
  ) : (
    <span className="status-icon status-icon--pending" title="Pending reply">
      <AdminIcon name="clock" size={20} label="Pending" />
    </span>
  );
}
