/** The Email Manager's reply to a message of the mailbox: the staff's words, signed, the original quoted, threaded. */
import { escapeHtml } from '../../shared/html.js';
import { defineTemplate, WRAP } from '../../platform/mail/public.js';

export interface EmailReplyFacts {
  subject: string;
  message: string;
  /** Message-ID of the message answered, with angle brackets; null when it had none. */
  inReplyTo: string | null;
  /** The thread's Message-IDs, oldest first, ending with `inReplyTo`. */
  references: string[];
  quote: {
    from: string;
    /** ISO date the original was received. */
    date: string;
    /** The original's text, already quoted ("> " lines). */
    text: string;
  };
}

export const emailReply = defineTemplate<EmailReplyFacts>({
  name: 'email.reply',
  version: 1,
  // Staff wrote it: no Auto-Submitted header.
  writtenByPerson: true,
  render(r, ctx) {
    const when = new Intl.DateTimeFormat('en-AU', {
      timeZone: ctx.timeZone,
      dateStyle: 'full',
      timeStyle: 'short',
    }).format(new Date(r.quote.date));
    const attribution = `On ${when}, ${r.quote.from} wrote:`;
    const signature = [ctx.business.name, `Phone ${ctx.business.phone}`, ctx.business.email];
    const text = [r.message, '', '--', ...signature, '', attribution, r.quote.text].join('\n');
    const paragraphs = r.message
      .split(/\n{2,}/)
      .map((p) => `<p style="margin:0 0 12px;${WRAP}">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
      .join('\n');
    const quoted = escapeHtml(r.quote.text.replace(/^> ?/gm, '')).replace(/\n/g, '<br>');
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head><body style="font-family:Arial,Helvetica,sans-serif;color:#1d2330;line-height:1.5;${WRAP}">
${paragraphs}
<p style="margin:16px 0;color:#555;font-size:13px">--<br>${signature.map(escapeHtml).join('<br>')}</p>
<p style="margin:16px 0 4px;color:#555;font-size:13px">${escapeHtml(attribution)}</p>
<blockquote style="margin:0;padding-left:12px;border-left:3px solid #ccd1d9;color:#555;${WRAP}">${quoted}</blockquote>
</body></html>`;
    return {
      subject: r.subject,
      text,
      html,
      replyTo: ctx.business.email,
      ...(r.inReplyTo ? { inReplyTo: r.inReplyTo } : {}),
      ...(r.references.length ? { references: r.references } : {}),
    };
  },
});

export const EMAIL_TEMPLATES = [emailReply];
