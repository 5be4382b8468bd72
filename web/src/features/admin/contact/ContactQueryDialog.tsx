/**
 * One contact query: who sent it, when, how to reach them, when it was last answered, the
 * message itself, the reply sent (when it was answered), and a reply form. A sent reply closes
 * the view with 'Reply sent successfully!'.
 */
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { AdminContactQueriesDocument, AdminReplyToContactQueryDocument } from '../../../gql/graphql';
import { formatDateTime } from '../format';
import { AdminIcon } from '../ui/AdminIcon';
import { Dialog, DialogBody, DialogFooter } from '../ui/Dialog';
import { useNotices } from '../ui/Notices';
import type { AdminContactQuery } from './contact.types';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';

interface ContactQueryDialogProps {
  query: AdminContactQuery;
  onClose: () => void;
}

export function ContactQueryDialog({ query, onClose }: ContactQueryDialogProps) {
  const pageNotices = useNotices();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog title={query.name} subtitle="Contact query" onClose={onClose} busy={busy} size="large">
      <QueryView
        query={query}
        onClose={onClose}
        setBusy={setBusy}
        onSent={(message) => {
          pageNotices.success(message);
          onClose();
        }}
      />
    </Dialog>
  );
}

interface QueryViewProps extends ContactQueryDialogProps {
  setBusy: (busy: boolean) => void;
  onSent: (message: string) => void;
}

function QueryView({ query: q, onClose, setBusy, onSent }: QueryViewProps) {
  const [reply, setReply] = useState('');
  const [send, { loading }] = useMutation(AdminReplyToContactQueryDocument, {
    refetchQueries: [AdminContactQueriesDocument],
    awaitRefetchQueries: true,
  });
  const notices = useNotices();
  const formId = useId();

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (loading) return;
    if (!reply.trim()) {
      notices.errorText('Please write a reply message.');
      return;
    }
    setBusy(true);
    try {
      const { data } = await send({ variables: { id: q.id, replyMessage: reply.trim() } });
      setBusy(false);
      onSent(data?.replyToContactQuery.message ?? 'Reply sent successfully!');
    } catch (error) {
      setBusy(false);
      notices.error(error);
    }
  }

  return (
    <>
      <DialogBody>
        <dl className="detail-list">
          <div>
            <dt>Name</dt>
            <dd>{q.name}</dd>
          </div>
          <div>
            <dt>Received</dt>
            <dd>{formatDateTime(q.createdAt)}</dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${q.email}`}>{q.email}</a>
            </dd>
          </div>
          <div>
            <dt>Phone</dt>
            <dd>{q.phone?.trim() ? <a href={`tel:${q.phone.replace(/[^+\d]/g, '')}`}>{q.phone}</a> : 'N/A'}</dd>
          </div>
          <div>
            <dt>Last Replied</dt>
            <dd>
              {q.replied ? (
                <span className="badge badge--success">{q.repliedAt ? formatDateTime(q.repliedAt) : 'Replied'}</span>
              ) : (
                <span className="badge badge--warning">Not replied yet</span>
              )}
            </dd>
          </div>
          <div className="detail-list__wide">
            <dt>Message</dt>
            <dd className="message-box prewrap">{q.message}</dd>
          </div>
          {q.replyMessage && (
            <div className="detail-list__wide">
              <dt>{q.repliedAt ? `Reply sent ${formatDateTime(q.repliedAt)}` : 'Reply sent'}</dt>
              <dd className="message-box message-box--reply prewrap" data-testid="contact-reply">
                {q.replyMessage}
              </dd>
            </div>
          )}
        </dl>

        <form id={formId} className="reply-form" onSubmit={onSubmit}>
          <Field id={`${formId}-reply`} label={<>Reply to {q.name}</>}>
            <textarea
              id={`${formId}-reply`}
              name="replyMessage"
              required
              rows={6}
              maxLength={10000}
              placeholder="Write your reply. It is emailed to the customer with their message quoted."
              value={reply}
              onChange={(e) => setReply(e.target.value)}
            />
          </Field>
        </form>
      </DialogBody>
      <DialogFooter>
        <Button className="dialog__secondary-close" onClick={onClose} disabled={loading}>
          Close
        </Button>
        <span className="dialog__spacer" />
        <Button variant="primary" type="submit" form={formId} disabled={loading}>
          {loading ? <span className="aspinner aspinner--small" aria-hidden="true" /> : <AdminIcon name="send" size={18} />}
          {loading ? 'Sending…' : 'Send Reply'}
        </Button>
      </DialogFooter>
    </>
  );
}
