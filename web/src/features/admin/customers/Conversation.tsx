/**
 * The conversation with a customer on their page: texts both ways, emails sent to them, theirs in
 * the workshop's mailbox (a quiet note when the mailbox did not answer) and their contact-form
 * messages, oldest first, as bubbles (theirs on the left, the workshop's on the right)
 * with the channel, time and delivery status; a reply box that texts their mobile, with a live
 * count of the messages it takes. Opening it marks their received texts read; a new text from
 * them appears by itself.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  AdminCustomerConversationDocument,
  AdminMarkTextsReadDocument,
  AdminTextCustomerDocument,
  AdminUnreadTextCountDocument,
  type AdminCustomerConversationQuery,
} from '../../../gql/graphql';
import { smsCount } from '../../../shared/sms-length';
import { errorMessage } from '../errors';
import { formatDateTime } from '../format';
import { useUnreadTextCount } from '../shell/use-unread-text-count';
import { AdminIcon } from '../ui/AdminIcon';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { useNotices } from '../ui/Notices';
import { Panel } from '../ui/Panel';
import { EmptyState, LoadFailed, LoadingState } from '../ui/States';
import '../styles/admin-texts.css';

type Entry = AdminCustomerConversationQuery['customerConversation'][number];

const CHANNEL: Record<string, string> = { sms: 'Text', email: 'Email', contact: 'Contact form' };

const STATUS: Record<string, string> = {
  queued: 'Queued',
  sending: 'Sending',
  pending: 'Queued',
  sent: 'Sent',
  delivered: 'Delivered',
  undelivered: 'Not delivered',
  failed: 'Failed',
  received: '',
};

/** `mobile`: the customer's number a text can reach (null: the reply box says why there is none). */
export function Conversation({ customerId, name, mobile }: { customerId: string; name: string; mobile: string | null }) {
  const { data, error, loading, refetch } = useQuery(AdminCustomerConversationDocument, { variables: { id: customerId }, fetchPolicy: 'cache-and-network' });
  const [markRead] = useMutation(AdminMarkTextsReadDocument, { refetchQueries: [AdminUnreadTextCountDocument] });
  const entries = data?.customerConversation;
  const unread = entries?.some((e) => e.unread) ?? false;
  // A text from anyone changes the count: this conversation may have a new message.
  useUnreadTextCount({ skip: false, onChange: () => void refetch().catch(() => undefined) });
  // Staff have seen the texts once the conversation is on screen.
  useEffect(() => {
    if (unread) void markRead({ variables: { customerId } }).catch(() => undefined);
  }, [unread, customerId, markRead]);

  return (
    <Panel
      className="conversation"
      data-testid="conversation"
      title={
        <>
          <AdminIcon name="chat" size={18} /> Conversation
        </>
      }
    >
      {entries ? (
        entries.length === 0 ? (
          <EmptyState icon="chat">No texts, emails or messages with {name} yet.</EmptyState>
        ) : (
          <Thread entries={entries} />
        )
      ) : error ? (
        <LoadFailed message={errorMessage(error)} onRetry={() => void refetch().catch(() => undefined)} />
      ) : (
        loading && <LoadingState label="Loading conversation…" />
      )}
      {/* A mailbox that is set up but did not answer in time: its mail is left out, and staff are told. */}
      {entries && data?.customerConversationMailbox === 'unavailable' && (
        <p className="form-note conversation__mailbox-note" data-testid="conversation-mailbox-note">
          Mailbox mail is not shown: the mailbox did not answer.
        </p>
      )}
      <ReplyBox customerId={customerId} name={name} mobile={mobile} onSent={() => refetch()} />
    </Panel>
  );
}

function Thread({ entries }: { entries: readonly Entry[] }) {
  const list = useRef<HTMLOListElement>(null);
  // The newest message is at the foot, in view.
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [entries]);
  return (
    <ol className="conversation__thread" ref={list} aria-label="Messages, oldest first" tabIndex={0}>
      {entries.map((entry) => (
        <li key={entry.id} className={`bubble bubble--${entry.direction}`} data-testid="conversation-entry">
          <p className="bubble__body">{entry.body}</p>
          <p className="bubble__meta">
            <span>{CHANNEL[entry.channel] ?? entry.channel}</span>
            <span aria-hidden="true"> · </span>
            <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
            {entry.status && STATUS[entry.status] !== '' && (
              <>
                <span aria-hidden="true"> · </span>
                <span className={`bubble__status bubble__status--${entry.status}`}>{STATUS[entry.status] ?? entry.status}</span>
              </>
            )}
          </p>
        </li>
      ))}
    </ol>
  );
}

function ReplyBox({ customerId, name, mobile, onSent }: { customerId: string; name: string; mobile: string | null; onSent: () => Promise<unknown> }) {
  const id = useId();
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [send, { loading }] = useMutation(AdminTextCustomerDocument);
  const notices = useNotices();
  const count = smsCount(body);

  if (!mobile) {
    return <p className="form-note conversation__no-mobile">{name} has no mobile number on file, so they cannot be texted. Add one in their contact details to reply by text.</p>;
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!body.trim()) {
      setProblem('Write the text first.');
      return;
    }
    setProblem(null);
    try {
      await send({ variables: { id: customerId, body } });
      setBody('');
      notices.success(`Text to ${name} queued.`);
      await onSent();
    } catch (failure) {
      setProblem(errorMessage(failure));
    }
  }

  return (
    <form className="conversation__reply" onSubmit={(e) => void onSubmit(e)} noValidate>
      <Field id={id} label={`Reply by text to ${name}`} hint={count.tooLong ? `${count.label}: at most 3 messages are sent.` : count.label} error={problem} alert>
        <textarea rows={3} value={body} maxLength={1000} onChange={(e) => setBody(e.target.value)} />
      </Field>
      <div className="conversation__actions">
        <Button type="submit" variant="primary" icon="send" busy={loading} busyLabel="Sending…" disabled={count.tooLong}>
          Send text
        </Button>
      </div>
    </form>
  );
}
