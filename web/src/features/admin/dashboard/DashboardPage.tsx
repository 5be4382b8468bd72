/**
 * 'Dashboard Overview': six counters, the contact queries of the last 24 hours and the recent
 * changes (who did what: audit/RecentChanges), kept live.
 * The dashboardCounters subscription carries fresh counters after every change; a new contact
 * query also reloads the recent list. A failed load is only logged.
 */
import { useEffect } from 'react';
import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { Link, useNavigate } from 'react-router';
import {
  AdminContactQueryReceivedDocument,
  AdminDashboardCountersChangedDocument,
  AdminDashboardCountersDocument,
  AdminRecentContactQueriesDocument,
  type AdminCountersFragment,
} from '../../../gql/graphql';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { formatDateTime, formatInstantShortDate, formatInstantTime } from '../format';
import { AdminIcon, type AdminIconName } from '../ui/AdminIcon';
import { DataTable, type Column } from '../ui/DataTable';
import { EmptyState, LoadingState, PageHeader } from '../ui/States';
import { truncate } from '../ui/text';
import { useUnreadMailCount } from '../shell/use-unread-mail-count';
import { RecentChanges } from '../audit/RecentChanges';
import { TodayPanel } from './TodayPanel';
import { SetupChecklist } from './SetupChecklist';

const COUNTERS: ReadonlyArray<{ key: keyof Omit<AdminCountersFragment, '__typename'>; label: string; icon: AdminIconName; tone: string }> = [
  { key: 'totalBooked', label: 'Total Booked', icon: 'calendarCheck', tone: 'blue' },
  { key: 'bookedLast24h', label: 'Booked (24h)', icon: 'calendar', tone: 'green' },
  { key: 'totalCancelled', label: 'Total Cancelled', icon: 'calendarX', tone: 'red' },
  { key: 'cancelledLast24h', label: 'Cancelled (24h)', icon: 'ban', tone: 'orange' },
  { key: 'totalQueries', label: 'Total Queries', icon: 'chat', tone: 'violet' },
  { key: 'queriesLast24h', label: 'Queries (24h)', icon: 'chatNew', tone: 'teal' },
];

export function DashboardPage({ businessName }: { businessName: string }) {
  useDocumentTitle('Dashboard', businessName);
  const client = useApolloClient();
  const counters = useQuery(AdminDashboardCountersDocument, { fetchPolicy: 'cache-and-network' });
  const recent = useQuery(AdminRecentContactQueriesDocument, { fetchPolicy: 'cache-and-network' });

  useEffect(() => {
    if (counters.error) console.error('Could not load the dashboard counters', counters.error);
    if (recent.error) console.error('Could not load the recent contact queries', recent.error);
  }, [counters.error, recent.error]);

  useSubscription(AdminDashboardCountersChangedDocument, {
    onData: ({ data }) => {
      const fresh = data.data?.dashboardCounters;
      if (!fresh) return;
      client.writeQuery({ query: AdminDashboardCountersDocument, data: { dashboardCounters: fresh } });
    },
    onError: (error) => console.error('Live counters failed', error),
  });
  useSubscription(AdminContactQueryReceivedDocument, {
    onData: () => void recent.refetch().catch(() => undefined),
    onError: (error) => console.error('Live contact queries failed', error),
  });

  const unreadMail = useUnreadMailCount();
  const values = counters.data?.dashboardCounters;
  const queries = recent.data?.recentContactQueries;

  return (
    <div className="admin-page">
      <PageHeader title="Dashboard Overview" description={`Today at ${businessName}: bookings, cancellations and customer messages.`} />
      <SetupChecklist />
      <TodayPanel />

      <ul className="counter-grid" aria-label="Counters">
        {COUNTERS.map(({ key, label, icon, tone }) => (
          <li key={key} className={`counter counter--${tone}`}>
            <span className="counter__icon" aria-hidden="true">
              <AdminIcon name={icon} size={22} />
            </span>
            <span className="counter__label" id={`counter-${key}`}>
              {label}
            </span>
            <strong className="counter__value" data-testid={`counter-${key}`}>
              {values ? values[key] : '–'}
            </strong>
          </li>
        ))}
      </ul>

      <p className="counter-basis">Bookings count when they were made (not cancelled since), cancellations when they were cancelled: as Analytics counts them.</p>

      {unreadMail !== null && (
        <Link to="/admin/emails" className="mail-summary" data-testid="dashboard-unread-mail">
          <AdminIcon name="mail" size={20} />
          <span>
            {unreadMail === 0 ? 'No unread emails' : `${unreadMail} unread ${unreadMail === 1 ? 'email' : 'emails'}`} in the last 30 days
          </span>
          <AdminIcon name="chevronRight" size={16} />
        </Link>
      )}

      <section className="panel" aria-labelledby="recent-queries-title">
        <header className="panel__header">
          <h2 id="recent-queries-title" className="panel__title">
            Recent Contact Queries (Last 24 hours)
          </h2>
          <Link to="/admin/contact-queries" className="text-button">
            View all <AdminIcon name="chevronRight" size={16} />
          </Link>
        </header>
        {queries === undefined ? (
          recent.error ? (
            <EmptyState icon="alert">The recent contact queries could not be loaded.</EmptyState>
          ) : (
            <LoadingState />
          )
        ) : queries.length === 0 ? (
          <EmptyState icon="chat">No new contact queries in the last 24 hours.</EmptyState>
        ) : (
          <RecentQueriesTable queries={queries} />
        )}
      </section>

      <RecentChanges />
    </div>
  );
}

interface RecentQuery {
  id: string;
  name: string;
  email: string;
  message: string;
  createdAt: string;
}

function RecentQueriesTable({ queries }: { queries: readonly RecentQuery[] }) {
  const navigate = useNavigate();
  return (
    <DataTable
      rows={queries}
      rowKey={(q) => q.id}
      columns={RECENT_COLUMNS}
      onRowClick={(q) => navigate('/admin/contact-queries', { state: { open: q.id } })}
    />
  );
}

const RECENT_COLUMNS: ReadonlyArray<Column<RecentQuery>> = [
  {
    header: 'Time',
    kind: 'nowrap',
    cell: (q) => (
      <time dateTime={q.createdAt} title={formatDateTime(q.createdAt)}>
        <span className="cell-main">{formatInstantTime(q.createdAt)}</span>
        <span className="cell-sub">{formatInstantShortDate(q.createdAt)}</span>
      </time>
    ),
  },
  {
    header: 'Name',
    cell: (q) => (
      <>
        <Link to="/admin/contact-queries" state={{ open: q.id }} className="row-link" onClick={(e) => e.stopPropagation()}>
          {q.name}
        </Link>
        <span className="cell-sub">{q.email}</span>
      </>
    ),
  },
  { header: 'Message', kind: 'message', cell: (q) => truncate(q.message, 140) },
];
