/**
 * The dashboard's 'Recent changes': the last eight changes of the audit trail (sign-ins left to the
 * Activity page), each with what was done, who did it and when, linking to its record; 'View all'
 * opens the Activity page. Reloaded on every live change the dashboard hears of. Owners only (the
 * whole trail is theirs): nothing for other staff.
 */
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { AdminAuditEventsDocument } from '../../../gql/graphql';
import { formatDateTime, formatInstantShortDate, formatInstantTime, localDateOf, workshopToday } from '../format';
import { useMe } from '../session/use-me';
import { useLiveRefetch } from '../shell/use-live-refetch';
import { AdminIcon } from '../ui/AdminIcon';
import { EmptyState, LoadingState } from '../ui/States';
import { actorLabel, recordLink } from './audit-records';
import type { AuditRow } from './use-audit-pages';
import { Panel } from '../ui/Panel';
import '../styles/admin-audit.css';

const RECENT = 8;
/** Asked for: enough for eight changes among a morning's sign-ins. */
const ASKED = 24;
const isSignIn = (row: AuditRow) => row.action.startsWith('auth.');

/** '2:05 PM' today, else '27/11/26 2:05 PM'. */
function when(at: string): string {
  return localDateOf(at) === workshopToday() ? formatInstantTime(at) : `${formatInstantShortDate(at)} ${formatInstantTime(at)}`;
}

export function RecentChanges() {
  const { me } = useMe();
  const owner = Boolean(me?.owner);
  const recent = useQuery(AdminAuditEventsDocument, { variables: { limit: ASKED }, fetchPolicy: 'cache-and-network', skip: !owner });
  useLiveRefetch(() => (owner ? recent.refetch() : Promise.resolve()));
  const rows = recent.data?.auditEvents.items.filter((row) => !isSignIn(row)).slice(0, RECENT);
  // Shown once the account is known to be an owner's.
  if (!owner) return null;

  return (
    <Panel
      title="Recent changes"
      data-testid="recent-changes"
      actions={
        <Link to="/admin/activity" className="text-button">
          View all <AdminIcon name="chevronRight" size={16} />
        </Link>
      }
    >
      {rows === undefined ? (
        recent.error ? (
          <EmptyState icon="alert">The recent changes could not be loaded.</EmptyState>
        ) : (
          <LoadingState label="Loading recent changes…" />
        )
      ) : rows.length === 0 ? (
        <EmptyState icon="history">No changes recorded yet.</EmptyState>
      ) : (
        <ol className="recent-changes">
          {rows.map((row) => (
            <RecentChange key={row.id} row={row} />
          ))}
        </ol>
      )}
    </Panel>
  );
}

function RecentChange({ row }: { row: AuditRow }) {
  const link = recordLink(row);
  return (
    <li className="recent-changes__item" data-testid="recent-change">
      <p className="recent-changes__what">
        {link ? (
          <Link to={link.to} state={link.state}>
            {row.summary}
          </Link>
        ) : (
          row.summary
        )}
      </p>
      <p className="recent-changes__who">
        by <strong>{actorLabel(row)}</strong>
      </p>
      <time className="recent-changes__when" dateTime={row.at} title={formatDateTime(row.at)}>
        {when(row.at)}
      </time>
    </li>
  );
}
