/**
 * The reply form of a message: To from the angle-bracket part of the sender,
 * Subject with 'Re: ' unless present, and the Message; all three required. The reply goes through
 * the outbox, threaded, with the original quoted below it.
 */
import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { AdminReplyToEmailDocument, type AdminEmailSummaryFragment } from '../../../gql/graphql';
import { useNotices } from '../ui/Notices';
import { replyAddress, replySubject } from './email-address';
import { Field } from '../ui/Field';

export const REPLY_FORM_ID = 'email-reply-form';

interface ReplyFormProps {
  original: AdminEmailSummaryFragment;
  onSending: (sending: boolean) => void;
  onSent: (message: string) => void;
}

export function ReplyForm({ original, onSending, onSent }: ReplyFormProps) {
  const [to, setTo] = useState(() => replyAddress(original.from));
  const [subject, setSubject] = useState(() => replySubject(original.subject));
  const [message, setMessage] = useState('');
  const [send, { loading }] = useMutation(AdminReplyToEmailDocument);
  const notices = useNotices();

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (loading) return;
    const missing = [!to.trim() && 'To', !subject.trim() && 'Subject', !message.trim() && 'Message'].filter(Boolean);
    if (missing.length) {
      notices.errorText(`Please fill in ${missing.join(', ')}.`);
      return;
    }
    onSending(true);
    try {
      const { data } = await send({
        variables: { input: { recipientEmail: to.trim(), subject: subject.trim(), message: message.trim(), originalEmailId: original.uid } },
      });
      onSending(false);
      onSent(data?.replyToEmail.message ?? 'Reply sent successfully!');
    } catch (failure) {
      onSending(false);
      // The server's sentence: 'Please enter a valid email address.', 'Could not reach the mailbox: …'.
      notices.error(failure);
    }
  }

  return (
    <form id={REPLY_FORM_ID} className="reply-form email-reply" onSubmit={onSubmit} aria-labelledby="email-reply-title">
      <h3 id="email-reply-title" className="email-reply__title">
        Reply
      </h3>
      <div className="email-reply__grid">
        <Field id="email-reply-to" label="To">
          <input id="email-reply-to" name="recipientEmail" type="email" required maxLength={254} value={to} onChange={(e) => setTo(e.target.value)} />
        </Field>
        <Field id="email-reply-subject" label="Subject">
          <input id="email-reply-subject" name="subject" required maxLength={300} value={subject} onChange={(e) => setSubject(e.target.value)} />
        </Field>
      </div>
      <Field id="email-reply-message" label="Message">
        <textarea
          id="email-reply-message"
          name="message"
          required
          rows={6}
          maxLength={10000}
          placeholder="Write your reply. The customer's message is quoted below it."
          value={message}
          onChange={(e) => setMessage(e.target.value)}
        />
      </Field>
    </form>
  );
}
