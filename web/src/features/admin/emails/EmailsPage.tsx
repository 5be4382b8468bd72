/**
 * Email Manager: the workshop's INBOX of the last 30 days (the mailbox of IMAP_URL), newest first,
 * unread in bold, with the unread count and Refresh. A row opens the message (sanitized, in a
 * sandboxed frame) with a reply form; each row can be deleted from the server after a confirmation.
 * New mail refreshes the list by itself (the unread count's live subscription).
 */
import { useEffect, useRef, useState } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { AdminDeleteEmailDocument, AdminEmailInboxDocument, AdminMailboxStatusDocument, type AdminEmailSummaryFragment } from '../../../gql/graphql';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { formatDateTime, formatInstantShortDate, formatInstantTime } from '../format';
import { AdminIcon } from '../ui/AdminIcon';
import { DataTable, RowOpenButton, type Column } from '../ui/DataTable';
import { useConfirm } from '../ui/Confirm';
import { useNotices } from '../ui/Notices';
import { EmptyState, LoadingState, PageHeader } from '../ui/States';
import { senderName } from './email-address';
import { EmailDialog } from './EmailDialog';
import { mailboxFailure } from './mailbox-failure';
import { Button } from '../ui/Button';
import '../styles/admin-emails.css';

const DELETE_QUESTION = 'Are you sure you want to permanently delete this email from the server?';

/** Removes a message from every cached list at once (deleting removes it from the list locally). */
function useForgetEmail(): (id: string) => void {
  const client = useApolloClient();
  return (id) => {
    client.cache.evict({ id: client.cache.identify({ __typename: 'EmailSummary', id }) });
    client.cache.evict({ id: client.cache.identify({ __typename: 'EmailMessage', id }) });
    client.cache.gc();
  };
}

export default function EmailsPage({ businessName }: { businessName: string }) {
  useDocumentTitle('Email Manager', businessName);
  const { data, error, loading, refetch } = useQuery(AdminEmailInboxDocument, { notifyOnNetworkStatusChange: true });
  const [openUid, setOpenUid] = useState<number | null>(null);
  const [remove, removing] = useMutation(AdminDeleteEmailDocument);
  const forget = useForgetEmail();
  const confirm = useConfirm();
  const notices = useNotices();
  useRefetchOnNewMail(() => refetch());

  const inbox = data?.emailInbox;
  const emails = inbox?.emails;
  const unread = emails?.filter((e) => !e.read).length ?? 0;

  async function onRefresh() {
    try {
      await refetch();
    } catch (failure) {
      // The list stays as it was; the page's banner says why it is not fresh.
      console.error('Could not refresh the inbox', failure);
    }
  }

  async function onDelete(email: AdminEmailSummaryFragment): Promise<boolean> {
    const yes = await confirm({ title: 'Delete email', message: DELETE_QUESTION, confirmLabel: 'Yes, Delete' });
    if (!yes) return false;
    try {
      const { data: result } = await remove({ variables: { uid: email.uid } });
      forget(email.id);
      if (openUid === email.uid) setOpenUid(null);
      notices.success(result?.deleteEmail.message ?? 'Email deleted from the server.');
      return true;
    } catch (failure) {
      notices.errorText(mailboxFailure(failure));
      return false;
    }
  }

  const open = openUid !== null ? emails?.find((e) => e.uid === openUid) : undefined;
  const columns: ReadonlyArray<Column<AdminEmailSummaryFragment>> = [
    {
      header: 'From',
      className: 'email-table__from',
      cell: (email) => (
        <span className="cell-main" title={email.from}>
          {!email.read && <span className="unread-dot" aria-hidden="true" />}
          {senderName(email.from)}
        </span>
      ),
    },
    {
      header: 'Subject',
      className: 'email-table__subject',
      cell: (email) => (
        <RowOpenButton onOpen={() => setOpenUid(email.uid)}>
          {email.subject || '(no subject)'}
          {!email.read && <span className="sr-only"> (unread)</span>}
        </RowOpenButton>
      ),
    },
    {
      header: 'Date',
      kind: 'nowrap',
      cell: (email) => (
        <time dateTime={email.date} title={formatDateTime(email.date)}>
          <span className="cell-main">{formatInstantShortDate(email.date)}</span>
          <span className="cell-sub">{formatInstantTime(email.date)}</span>
        </time>
      ),
    },
  ];

  return (
    <div className="admin-page">
      <PageHeader
        title="Email Manager"
        description={
          inbox && !inbox.configured
            ? 'No mailbox is connected.'
            : emails
            ? `${unread} unread · ${emails.length} ${emails.length === 1 ? 'email' : 'emails'} in the last 30 days.`
            : 'The workshop’s inbox of the last 30 days.'
        }
        actions={
          <Button onClick={onRefresh} disabled={loading}>
            <AdminIcon name="refresh" size={18} className={loading && emails ? 'spin' : undefined} /> Refresh
          </Button>
        }
      />

      {error && (
        <div className="banner banner--error mailbox-banner" role="alert">
          <AdminIcon name="alert" size={20} className="banner__icon" />
          <p className="banner__text">{mailboxFailure(error)}</p>
          <Button size="small" onClick={onRefresh} disabled={loading}>
            Try again
          </Button>
        </div>
      )}

      {inbox === undefined ? (
        error ? null : <LoadingState label="Opening the mailbox…" />
      ) : !inbox.configured ? (
        <MailboxNotConnected />
      ) : inbox.emails.length === 0 ? (
        <section className="panel">
          <EmptyState icon="mail">No emails found in the last 30 days.</EmptyState>
        </section>
      ) : (
        <section className="panel" aria-label="Inbox">
          <DataTable
            className="email-table"
            rows={inbox.emails}
            rowKey={(email) => email.id}
            columns={columns}
            onRowClick={(email) => setOpenUid(email.uid)}
            rowClassName={(email) => (email.read ? undefined : 'is-unread')}
            rowName={(email) => `email “${email.subject || '(no subject)'}” from ${senderName(email.from)}`}
            actions={[{ icon: 'trash', label: 'Delete', danger: true, disabled: removing.loading, onClick: (email) => void onDelete(email) }]}
          />
        </section>
      )}

      {open && <EmailDialog summary={open} onClose={() => setOpenUid(null)} onDelete={() => onDelete(open)} />}
    </div>
  );
}

/** Reloads the list when the live unread count changes (new mail, or read/deleted elsewhere). */
function useRefetchOnNewMail(refetch: () => Promise<unknown>): void {
  const status = useQuery(AdminMailboxStatusDocument, { fetchPolicy: 'cache-only' });
  const count = status.data?.unreadMailCount;
  const seen = useRef(count);
  const latest = useRef(refetch);
  useEffect(() => {
    latest.current = refetch;
  });
  useEffect(() => {
    if (count === seen.current) return;
    const first = seen.current === undefined;
    seen.current = count;
    if (!first && count !== null && count !== undefined) void latest.current().catch(() => undefined);
  }, [count]);
}

function MailboxNotConnected() {
  return (
    <section className="panel mailbox-setup" aria-labelledby="mailbox-setup-title">
      <AdminIcon name="mail" size={32} className="mailbox-setup__icon" />
      <h2 id="mailbox-setup-title" className="mailbox-setup__title">
        No mailbox is connected
      </h2>
      <p>
        The Email Manager shows the workshop’s own mailbox over IMAP. An owner connects it in{' '}
        <Link to="/admin/settings#mailbox">Settings › Mailbox</Link> (server, username and password, with a test of the connection); it is used at once.
        Or set <code>IMAP_URL</code> in the server’s environment and restart the server:
      </p>
      <pre className="mailbox-setup__example">IMAP_URL=imaps://user:password@imap.example.com:993</pre>
      <p className="mailbox-setup__note">
        Use <code>imaps://</code> (port 993) for an encrypted connection. Messages stay on the mail server: reading, deleting and replying act on it
        directly, and replies are filed in its Sent folder.
      </p>
    </section>
  );
}
