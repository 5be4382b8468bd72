/**
 * The shape of every outgoing email: a named, versioned template and the facts it is rendered
 * from. Services queue `{ template, version, to, facts }`; the outbox worker renders at send time.
 */
import type { Business } from '../../shared/business.js';

/** What a renderer may know besides its facts; supplied by the mail module, never by services. */
export interface MailContext {
  business: Business;
  adminEmail: string;
  timeZone: string;
  now: Date;
}

/** A file carried inline by the rendered message. */
export interface InlineAttachment {
  filename: string;
  contentType: string;
  content: string | Buffer;
}

/** A stored document, fetched by id when the message is sent (see MailModule.resolveDocumentsWith). */
interface DocumentAttachment {
  documentId: string;
}

type MailAttachment = InlineAttachment | DocumentAttachment;

export interface RenderedMail {
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  attachments?: MailAttachment[];
  /** Threading: the Message-ID answered, and the thread's ids (oldest first). */
  inReplyTo?: string;
  references?: string[];
  /** More header fields, e.g. List-Unsubscribe on marketing email (RFC 8058). */
  headers?: Record<string, string>;
}

/** A rendered message, addressed and ready for SMTP (the outbox worker's, from a queued row). */
export interface OutgoingMail {
  id: string;
  /** The outbox row's random key: the Message-ID's left part. */
  messageKey: string;
  from: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html?: string | null;
  attachments?: Array<{ filename: string; contentType: string; content: Buffer }> | null;
  inReplyTo?: string;
  references?: string[];
  headers?: Record<string, string>;
}

/** One row of the outbox as a service queues it. */
export interface QueuedMail<F = unknown> {
  template: string;
  /** The version of the facts' shape the template understood when the mail was queued. */
  version: number;
  /** Also stored on its own, so the outbox can be searched by recipient. */
  to: string;
  facts: F;
}

export interface MailTemplate<F = unknown> {
  name: string;
  /** The facts' current shape. Bump it when the facts change, and teach `upgrade` the old shape. */
  version: number;
  /**
   * A person wrote what it says (a reply of staff): sent without `Auto-Submitted`. Every other
   * template is the system's own writing and says so (`Auto-Submitted: auto-generated`, RFC 3834),
   * so autoresponders do not answer it.
   */
  writtenByPerson?: boolean;
  render(facts: F, ctx: MailContext): RenderedMail;
  /** Turns facts queued under an older version into the current shape (mail queued before a deploy). */
  upgrade?(facts: unknown, fromVersion: number): F;
  /** The queued form of this email: what services hand to the outbox. */
  mail(to: string, facts: F): QueuedMail<F>;
}

export function defineTemplate<F>(definition: Omit<MailTemplate<F>, 'mail'>): MailTemplate<F> {
  return {
    ...definition,
    mail: (to, facts) => ({ template: definition.name, version: definition.version, to, facts }),
  };
}
