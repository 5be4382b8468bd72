/**
 * /admin/texts: the texts inbox. Every conversation with a text from a customer, unread ones first,
 * then the newest; each with its last message. A customer's opens their page at the conversation;
 * a number no customer has can be marked read. New texts appear by themselves.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { AdminMarkTextsReadDocument, AdminTextInboxDocument, AdminUnreadTextCountDocument, type AdminTextInboxQuery } from '../../../gql/graphql';
import { formatPhone } from '../../../shared/phone';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { errorMessage } from '../errors';
import { formatDateTime } from '../format';
import { useUnreadTextCount } from '../shell/use-unread-text-count';
import { Button } from '../ui/Button';
import { useNotices } from '../ui/Notices';
import { Panel } from '../ui/Panel';
import { EmptyState, LoadFailed, LoadingState, PageHeader } from '../ui/States';
import '../styles/admin-texts.css';

type Thread = AdminTextInboxQuery['textInbox'][number];

export default function TextsPage({ businessName }: { businessName: string }) {
  useDocumentTitle('Texts', businessName);
  const { data, error, loading, refetch } = useQuery(AdminTextInboxDocument, { fetchPolicy: 'cache-and-network' });
  useUnreadTextCount({ onChange: () => void refetch().catch(() => undefined) });
  const threads = data?.textInbox;
  const unread = threads?.filter((t) => t.unread > 0).length ?? 0;

  return (
    <div className="admin-page texts-page">
      <PageHeader title="Texts" description={threads ? (unread ? `${unread} ${unread === 1 ? 'conversation has' : 'conversations have'} unread texts.` : 'All texts read.') : undefined} />
      <Panel title="Conversations">
        {threads ? (
          threads.length === 0 ? (
            <EmptyState icon="chat">No texts from customers yet. When a customer replies to a text, it shows here.</EmptyState>
          ) : (
            <ul className="text-threads">
              {threads.map((thread) => (
                <ThreadRow key={thread.customerId ?? thread.phone} thread={thread} />
              ))}
            </ul>
          )
        ) : error ? (
          <LoadFailed message={errorMessage(error)} onRetry={() => void refetch().catch(() => undefined)} />
        ) : (
          loading && <LoadingState label="Loading texts…" />
        )}
      </Panel>
    </div>
  );
}

function ThreadRow({ thread }: { thread: Thread }) {
  const who = thread.customerName ?? formatPhone(thread.phone);
  const last = `${thread.lastDirection === 'out' ? 'You: ' : ''}${thread.lastBody}`;
  const unread = thread.unread > 0 ? <span className="sr-only">, {thread.unread} unread</span> : null;
  const content = (
    <>
      <span className="text-thread__who">
        {who}
        {unread}
      </span>
      <time className="text-thread__when" dateTime={thread.lastAt}>
        {formatDateTime(thread.lastAt)}
      </time>
      <p className="text-thread__last">{last}</p>
    </>
  );
  return (
    <li className={`text-thread${thread.unread > 0 ? ' text-thread--unread' : ''}`} data-testid="text-thread">
      {thread.customerId ? (
        <Link className="text-thread__link" to={`/admin/customers/${thread.customerId}`}>
          {content}
        </Link>
      ) : (
        <div className="text-thread__link">
          {content}
          <div className="text-thread__actions">
            <span className="form-note">No customer has this number.</span>
            {thread.unread > 0 && <MarkRead phone={thread.phone} />}
          </div>
        </div>
      )}
    </li>
  );
}

function MarkRead({ phone }: { phone: string }) {
  const [mark, { loading }] = useMutation(AdminMarkTextsReadDocument, { refetchQueries: [AdminTextInboxDocument, AdminUnreadTextCountDocument] });
  const notices = useNotices();
  return (
    <Button size="small" busy={loading} onClick={() => void mark({ variables: { phone } }).catch((failure: unknown) => notices.error(failure))}>
      Mark as read
    </Button>
  );
}
