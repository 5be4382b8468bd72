/**
 * One message: subject, from, to and date, the body in a sandboxed frame (remote images blocked
 * until 'Show images'), its attachments, and the reply form. Opening it marks it read (a failure
 * is only logged); a sent reply closes it with 'Reply sent successfully!'.
 */
import { useEffect, useRef, useState } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { AdminEmailAttachmentLinkDocument, AdminEmailDocument, AdminMarkEmailReadDocument, type AdminEmailSummaryFragment } from '../../../gql/graphql';
import { formatDateTime } from '../format';
import { AdminIcon } from '../ui/AdminIcon';
import { Dialog, DialogBody, DialogFooter } from '../ui/Dialog';
import { useNotices } from '../ui/Notices';
import { LoadingState } from '../ui/States';
import { formatSize } from './email-address';
import { mailboxFailure } from './mailbox-failure';
import { MessageFrame } from './MessageFrame';
import { ReplyForm, REPLY_FORM_ID } from './ReplyForm';
import { Button } from '../ui/Button';

interface EmailDialogProps {
  summary: AdminEmailSummaryFragment;
  onClose: () => void;
  /** Asks for the confirmation and deletes; resolves true when deleted. */
  onDelete: () => Promise<boolean>;
}

const RASTER = /^image\/(png|jpe?g|gif|webp|bmp|avif)$/i;

export function EmailDialog({ summary, onClose, onDelete }: EmailDialogProps) {
  const pageNotices = useNotices();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog title={summary.subject || '(no subject)'} subtitle="Email" onClose={onClose} busy={busy} size="large">
      <EmailView
        summary={summary}
        onClose={onClose}
        onDelete={onDelete}
        setBusy={setBusy}
        onSent={(message) => {
          pageNotices.success(message);
          onClose();
        }}
      />
    </Dialog>
  );
}

interface EmailViewProps extends EmailDialogProps {
  setBusy: (busy: boolean) => void;
  onSent: (message: string) => void;
}

function EmailView({ summary, onClose, onDelete, setBusy, onSent }: EmailViewProps) {
  const [showImages, setShowImages] = useState(false);
  // Always from the server: inline images carry links valid for a few minutes.
  const { data, previousData, error, loading, refetch } = useQuery(AdminEmailDocument, {
    variables: { uid: summary.uid, showImages },
    fetchPolicy: 'network-only',
  });
  const email = data?.email ?? previousData?.email;
  const notices = useNotices();
  useMarkRead(summary, Boolean(data?.email));
  const [requestLink, linking] = useMutation(AdminEmailAttachmentLinkDocument);
  const [sending, setSending] = useState(false);

  async function openAttachment(index: number, disposition: 'inline' | 'attachment') {
    try {
      const { data: link } = await requestLink({ variables: { uid: summary.uid, index, disposition } });
      if (!link) throw new Error('No link in the answer.');
      window.open(link.emailAttachmentLink.url, '_blank', 'noopener');
    } catch (failure) {
      notices.error(failure);
    }
  }

  return (
    <>
      <DialogBody>
        <dl className="detail-list email-headers">
          <div className="detail-list__wide">
            <dt>From</dt>
            <dd>{summary.from || 'Unknown sender'}</dd>
          </div>
          {email?.to && (
            <div className="detail-list__wide">
              <dt>To</dt>
              <dd>{email.to}</dd>
            </div>
          )}
          <div className="detail-list__wide">
            <dt>Date</dt>
            <dd>
              <time dateTime={summary.date}>{formatDateTime(summary.date)}</time>
            </dd>
          </div>
        </dl>

        {email === undefined ? (
          error ? (
            <div className="banner banner--error" role="alert">
              <AdminIcon name="alert" size={20} className="banner__icon" />
              <p className="banner__text">{mailboxFailure(error)}</p>
              <Button size="small" onClick={() => void refetch().catch(() => undefined)}>
                Try again
              </Button>
            </div>
          ) : (
            <LoadingState label="Opening the message…" />
          )
        ) : (
          <>
            {email.blockedImages > 0 && !email.imagesShown && (
              <div className="images-blocked" role="note">
                <AdminIcon name="eyeOff" size={18} />
                <p>
                  {email.blockedImages === 1 ? '1 remote image was' : `${email.blockedImages} remote images were`} blocked to protect your privacy
                  (senders use them to see when mail is opened).
                </p>
                <Button size="small" onClick={() => setShowImages(true)} disabled={loading}>
                  <AdminIcon name="eye" size={16} /> Show images
                </Button>
              </div>
            )}
            <MessageFrame html={email.html} imagesShown={email.imagesShown} subject={email.subject} />
            {email.attachments.length > 0 && (
              <section className="attachments" aria-label="Attachments">
                <h3 className="attachments__title">
                  {email.attachments.length === 1 ? '1 attachment' : `${email.attachments.length} attachments`}
                </h3>
                <ul>
                  {email.attachments.map((a) => (
                    <li key={a.index}>
                      <span className="attachments__name">{a.filename}</span>
                      <span className="attachments__size">{formatSize(a.size)}</span>
                      {RASTER.test(a.contentType) && (
                        <Button
                          size="small"
                          disabled={linking.loading}
                          aria-label={`View ${a.filename}`}
                          onClick={() => void openAttachment(a.index, 'inline')}
                        >
                          <AdminIcon name="eye" size={16} /> View
                        </Button>
                      )}
                      <Button
                        size="small"
                        disabled={linking.loading}
                        aria-label={`Download ${a.filename}`}
                        onClick={() => void openAttachment(a.index, 'attachment')}
                      >
                        <AdminIcon name="receipt" size={16} /> Download
                      </Button>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </>
        )}

        <ReplyForm
          original={summary}
          onSending={(value) => {
            setSending(value);
            setBusy(value);
          }}
          onSent={onSent}
        />
      </DialogBody>
      <DialogFooter>
        <Button variant="danger-link" onClick={() => void onDelete()} disabled={sending}>
          <AdminIcon name="trash" size={18} /> Delete
        </Button>
        <span className="dialog__spacer" />
        <Button className="dialog__secondary-close" onClick={onClose} disabled={sending}>
          Close
        </Button>
        <Button variant="primary" type="submit" form={REPLY_FORM_ID} disabled={sending}>
          {sending ? <span className="aspinner aspinner--small" aria-hidden="true" /> : <AdminIcon name="send" size={18} />}
          {sending ? 'Sending…' : 'Send Reply'}
        </Button>
      </DialogFooter>
    </>
  );
}

/** Marks an unread message read once it has been shown; a failure is only logged. */
function useMarkRead(summary: AdminEmailSummaryFragment, shown: boolean): void {
  const client = useApolloClient();
  const [markRead] = useMutation(AdminMarkEmailReadDocument);
  const done = useRef<number | null>(null);
  useEffect(() => {
    if (!shown || summary.read || done.current === summary.uid) return;
    done.current = summary.uid;
    markRead({ variables: { uid: summary.uid } })
      .then(() => {
        for (const __typename of ['EmailSummary', 'EmailMessage'] as const) {
          client.cache.modify({ id: client.cache.identify({ __typename, id: summary.id }), fields: { read: () => true } });
        }
      })
      .catch((failure: unknown) => console.error('Could not mark the email as read', failure));
  }, [shown, summary, markRead, client]);
}
