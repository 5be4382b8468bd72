/**
 * Signed-in sessions: one's own on the profile, everyone's on the Team page (owners, `all`). Each
 * shows its browser, address, when it signed in and was last seen, 'This device' for this browser's,
 * and 'End session', asked first: its token is refused at once on every instance. Ending this
 * browser's own session signs it out.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { AdminEndSessionDocument, AdminSessionsDocument, type AdminStaffSessionFragment } from '../../../gql/graphql';
import { errorMessage } from '../errors';
import { formatDateTime } from '../format';
import { endSession as signOut } from '../session/admin-session';
import { AdminIcon } from '../ui/AdminIcon';
import { useConfirm } from '../ui/Confirm';
import { DataTable, type Column } from '../ui/DataTable';
import { NoticeScope, useNotices } from '../ui/Notices';
import { EmptyState, LoadFailed, LoadingState } from '../ui/States';

type Session = AdminStaffSessionFragment;

interface SessionsPanelProps {
  /** Every account's sessions (owners), with whose each is. */
  all?: boolean;
  title: string;
  description: string;
}

export function SessionsPanel({ all = false, title, description }: SessionsPanelProps) {
  const titleId = all ? 'sessions-all-title' : 'sessions-own-title';
  return (
    <section className="panel account-panel" aria-labelledby={titleId} data-testid={all ? 'all-sessions' : 'my-sessions'}>
      <header className="panel__header">
        <div>
          <h2 id={titleId} className="panel__title">
            <AdminIcon name="server" size={18} /> {title}
          </h2>
          <p className="account-panel__lead">{description}</p>
        </div>
      </header>
      <NoticeScope className="notice-stack--panel">
        <SessionList all={all} title={title} />
      </NoticeScope>
    </section>
  );
}

function SessionList({ all, title }: { all: boolean; title: string }) {
  const { data, error, refetch } = useQuery(AdminSessionsDocument, { variables: { all }, fetchPolicy: 'cache-and-network' });
  const [end, ending] = useMutation(AdminEndSessionDocument);
  const confirm = useConfirm();
  const notices = useNotices();
  const sessions = data?.mySessions;

  async function onEnd(session: Session) {
    const whose = all && !session.current ? ` of ${session.user.name}` : '';
    const yes = await confirm({
      title: 'End session',
      message: session.current
        ? 'End the session of this device? You will be signed out here at once.'
        : `End this session${whose} (${session.browser}, ${session.address})? That browser is signed out at once and has to sign in again.`,
      confirmLabel: 'Yes, End Session',
    });
    if (!yes) return;
    try {
      const { data: result } = await end({ variables: { id: session.id } });
      if (session.current) {
        signOut();
        return;
      }
      notices.success(result?.endSession.message ?? 'The session has ended.');
      await refetch();
    } catch (failure) {
      notices.error(failure);
    }
  }

  const columns: Array<Column<Session>> = [
    ...(all
      ? [
          {
            header: 'Who',
            cell: (s: Session) => (
              <>
                <span className="cell-main">{s.user.name}</span>
                <span className="cell-sub">{s.user.username}</span>
              </>
            ),
          },
        ]
      : []),
    {
      header: 'Browser',
      cell: (s) => (
        <>
          <span className="cell-main">{s.browser}</span>
          {s.current && <span className="badge badge--info session-this">This device</span>}
        </>
      ),
    },
    { header: 'Address', kind: 'nowrap', cell: (s) => <span className="mono">{s.address}</span> },
    { header: 'Since', kind: 'nowrap', cell: (s) => <time dateTime={s.since}>{formatDateTime(s.since)}</time> },
    { header: 'Last seen', kind: 'nowrap', cell: (s) => <time dateTime={s.lastSeen}>{formatDateTime(s.lastSeen)}</time> },
  ];

  return sessions === undefined ? (
    error ? (
      <LoadFailed message={errorMessage(error)} onRetry={() => void refetch().catch(() => undefined)} />
    ) : (
      <LoadingState label="Loading sessions…" />
    )
  ) : sessions.length === 0 ? (
    <EmptyState>No signed-in sessions.</EmptyState>
  ) : (
    <DataTable
      rows={sessions}
      rowKey={(s) => s.id}
      columns={columns}
      caption={title}
      rowTestId="session-row"
      rowName={(s) => (s.current ? 'of this device' : all ? `of ${s.user.name} on ${s.browser}` : `on ${s.browser}`)}
      actions={[{ icon: 'logout', label: 'End session', labelled: true, danger: true, onClick: (s) => void onEnd(s), disabled: ending.loading }]}
    />
  );
}
