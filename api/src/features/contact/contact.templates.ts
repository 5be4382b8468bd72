/** The emails of the contact form: the workshop's notice of a message, and the reply to the customer. */
import { defineLayoutTemplate } from '../../platform/mail/public.js';

export interface ContactNoticeFacts {
  name: string;
  email: string;
  phone: string | null;
  message: string;
}

/** To the workshop, replying to the customer. */
export const contactNotice = defineLayoutTemplate<ContactNoticeFacts>({
  name: 'contact.notice',
  version: 1,
  compose: (q, ctx) => ({
    replyTo: q.email,
    subject: `Website message from ${q.name}`,
    heading: `New message from ${q.name}`,
    paragraphs: [q.message],
    details: [
      ['From', q.name],
      ['Email', q.email],
      ['Phone', q.phone ?? 'N/A'],
    ],
    action: { label: 'Open contact queries', url: `${ctx.business.publicUrl}/admin/contact-queries` },
    footnote: 'Reply from the back office, or reply to this email to write to the customer directly.',
  }),
});

export interface ContactReplyFacts {
  name: string;
  /** The customer's message being answered. */
  message: string;
  reply: string;
}

/** How a reply that greets the customer itself begins. */
const GREETING = /^\s*(hi|hello|hey|dear|g'?day|good (morning|afternoon|evening)|morning|afternoon)\b/i;

/** The workshop's reply to a contact query, quoting the customer's message. */
export const contactReply = defineLayoutTemplate<ContactReplyFacts>({
  name: 'contact.reply',
  version: 1,
  // Staff wrote it: no Auto-Submitted header.
  writtenByPerson: true,
  compose(r, ctx) {
    const subject = `Re: your message to ${ctx.business.name}`;
    return {
      replyTo: ctx.business.email,
      subject,
      heading: subject,
      // Staff who wrote their own greeting get no second one.
      paragraphs: GREETING.test(r.reply) ? [r.reply] : [`Hi ${r.name},`, r.reply],
      details: [['Your message', r.message]],
    };
  },
});

export const CONTACT_TEMPLATES = [contactNotice, contactReply];
