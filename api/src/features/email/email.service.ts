/**
 * The Email Manager: the workshop's INBOX of the last 30 days over IMAP, each message opened
 * sanitized, marked read, deleted on the server, answered through the outbox (threaded, the
 * original quoted, filed in Sent), and the live count of unread mail.
 */
import type { SessionRef } from '../auth/auth.service.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ImapFlow } from 'imapflow';
import { AppError } from '../../shared/errors.js';
import type { PubSub } from '../../shared/pubsub.js';
import type { ChangeUnit } from '../../platform/outbox/public.js';
import { cleanText } from '../../shared/text.js';
import type { Clock } from '../../shared/time.js';
import type { DocumentLink, DocumentLinks } from '../documents/public.js';
import { emailReply } from './email.templates.js';
import type { OutgoingMail } from '../../platform/mail/public.js';
import { composeMail } from '../../platform/outbox/public.js';

import { sanitizeEmailHtml, textToHtml } from './email-html.js';
import { formatAddress, isInlineImage, parseEmail, quoteText, type EmailAttachmentPart, type ParsedEmail } from './email-message.js';
import { MAX_UID, type EmailReplyInput } from './email.inputs.js';
import { EmailInbox, EmailMessage, EmailSummary } from './email.types.js';
import { ParsedCache } from './parsed-cache.js';
import type { MailboxConnection, MailboxLog } from './mailbox-connection.js';

const INBOX_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
export const NOT_CONFIGURED_MESSAGE =
  'No mailbox is connected. An owner can set it up in Settings (Mailbox), or set IMAP_URL (e.g. imaps://user:password@imap.example.com:993) and restart the server.';
const GONE_MESSAGE = 'This email no longer exists on the server.';
const REPLY_SENT_MESSAGE = 'Reply sent successfully!';

/** The link scope of one message's parts (see DocumentLinks: a token opens one scope only). */
export function emailScope(uid: number): string {
  return `email:${uid}`;
}

/** "1:5,9,12:14" from sorted uids: one short command however many messages. */
function uidSet(uids: number[]): string {
  const sorted = [...uids].sort((a, b) => a - b);
  const ranges: string[] = [];
  for (let i = 0; i < sorted.length; i++) {
    const start = sorted[i];
    while (i + 1 < sorted.length && sorted[i + 1] === sorted[i] + 1) i++;
    ranges.push(start === sorted[i] ? String(start) : `${start}:${sorted[i]}`);
  }
  return ranges.join(',');
}

export function parseUid(value: unknown): number {
  const uid = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(uid) || uid < 1 || uid > MAX_UID) throw AppError.notFound(GONE_MESSAGE);
  return uid;
}

/** A message in the INBOX, as another feature lists it. */
export interface MailboxMail {
  uid: number;
  subject: string;
  date: Date;
}

export interface EmailDeps {
  /** Null while no mailbox is set up (in the app's settings or IMAP_URL). */
  mailbox: MailboxConnection | null;
  clock: Clock;
  pubsub: PubSub;
  changes: ChangeUnit;
  links: DocumentLinks;
}

export class EmailService {
  private readonly parsed = new ParsedCache();
  private lastUnread: number | null = null;

  private watching = false;
  private log: MailboxLog | null = null;

  constructor(private readonly deps: EmailDeps) {
    deps.mailbox?.onChange(() => void this.publishUnread());
  }

  /** IDLE on the INBOX from `delayMs` on, so the unread count follows new mail. */
  watch(delayMs: number): void {
    this.watching = true;
    this.deps.mailbox?.watch(delayMs);
  }

  logTo(log: MailboxLog): void {
    this.log = log;
    this.deps.mailbox?.logTo(log);
  }

  /**
   * Reads another mailbox from now on (its settings were saved in the app): the old connection is
   * closed, the new one watched as the old one was, and the unread count told again.
   */
  async useMailbox(next: MailboxConnection | null): Promise<void> {
    const old = this.deps.mailbox;
    if (old === next) return;
    this.deps.mailbox = next;
    this.parsed.clear();
    if (next) {
      next.onChange(() => void this.publishUnread());
      if (this.log) next.logTo(this.log);
      if (this.watching) next.watch();
    }
    await old?.close();
    if (next) void this.publishUnread();
    else this.lastUnread = null;
  }

  async close(): Promise<void> {
    await this.deps.mailbox?.close();
  }

  get configured(): boolean {
    return this.deps.mailbox !== null;
  }

  /** The INBOX's messages that arrived in the last 30 days, newest first, with the unread count. */
  async inbox(): Promise<EmailInbox> {
    if (!this.deps.mailbox) return { configured: false, emails: [], unreadCount: 0 };
    return (await this.listInbox(false)).inbox;
  }

  /**
   * The same list with every message's sanitized body (remote images left out, as when a message is
   * opened): each message of the 30 days is fetched whole, in the one mailbox operation (and its
   * deadline) that lists them, then parsed and sanitized one after another.
   */
  async inboxWithHtml(session: SessionRef): Promise<{ emails: Array<EmailSummary & { html: string }>; unreadCount: number }> {
    const { inbox, sources } = await this.listInbox(true);
    const emails: Array<EmailSummary & { html: string }> = [];
    for (const summary of inbox.emails) {
      const mail = await parseEmail(sources.get(summary.uid) ?? Buffer.alloc(0));
      sources.delete(summary.uid);
      emails.push({ ...summary, html: this.body(summary.uid, mail, false, session).html });
    }
    return { emails, unreadCount: inbox.unreadCount };
  }

  /** One command lists the window (with each message's source when `withSource`), read to its end before anything else. */
  private async listInbox(withSource: boolean): Promise<{ inbox: EmailInbox; sources: Map<number, Buffer> }> {
    const cutoff = this.cutoff();
    const rows = await this.mailbox().run(async (client) => {
      // SEARCH SINCE compares dates only (the server's day): ask a day wider, then cut exactly.
      const uids = await client.search({ since: new Date(cutoff.getTime() - DAY_MS) }, { uid: true });
      if (!uids || !uids.length) return [];
      return client.fetchAll(uidSet(uids), { uid: true, flags: true, envelope: true, internalDate: true, source: withSource }, { uid: true });
    });
    const sources = new Map<number, Buffer>();
    const emails = rows
      .map((m): EmailSummary => {
        if (withSource && m.source) sources.set(m.uid, m.source);
        const sender = m.envelope?.from?.[0];
        return {
          id: String(m.uid),
          uid: m.uid,
          from: sender ? formatAddress(sender) : '',
          subject: m.envelope?.subject?.trim() ?? '',
          date: new Date(m.internalDate ?? 0),
          read: m.flags?.has('\\Seen') ?? false,
        };
      })
      .filter((e) => e.date >= cutoff)
      .sort((a, b) => b.date.getTime() - a.date.getTime() || b.uid - a.uid);
    const unreadCount = emails.filter((e) => !e.read).length;
    this.noteUnread(unreadCount);
    return { inbox: { configured: true, emails, unreadCount }, sources };
  }

  /**
   * The newest `limit` INBOX messages from `address` (found by an IMAP SEARCH on the server, then
   * kept only when the sender is exactly that address), newest first; null when no mailbox is set up.
   * Fails like any mailbox operation when the server is slow or refuses.
   */
  async messagesOf(address: string, limit: number): Promise<MailboxMail[] | null> {
    if (!this.deps.mailbox) return null;
    const wanted = address.trim().toLowerCase();
    const rows = await this.deps.mailbox.run(async (client) => {
      const uids = await client.search({ from: wanted }, { uid: true });
      if (!uids || !uids.length) return [];
      const newest = [...uids].sort((a, b) => b - a).slice(0, limit);
      return client.fetchAll(uidSet(newest), { uid: true, envelope: true, internalDate: true }, { uid: true });
    });
    return rows
      .filter((m) => m.envelope?.from?.some((f) => f.address?.toLowerCase() === wanted))
      .map((m) => {
        // The date the sender wrote, unless it is missing or unreadable: then when it arrived.
        const sent = m.envelope?.date ? new Date(m.envelope.date) : null;
        const date = sent && !Number.isNaN(sent.getTime()) ? sent : new Date(m.internalDate ?? 0);
        return { uid: m.uid, subject: m.envelope?.subject?.trim() ?? '', date };
      })
      .sort((a, b) => b.date.getTime() - a.date.getTime() || b.uid - a.uid);
  }

  /** Unread messages of the last 30 days; null when no mailbox is configured or it cannot be reached. */
  async unreadCount(): Promise<number | null> {
    if (!this.deps.mailbox) return null;
    try {
      return await this.countUnread();
    } catch {
      return null;
    }
  }

  /** Keeps the mailbox connected (IDLE), so new mail is counted as it arrives. */
  watchUnread(): void {
    this.watching = true;
    this.deps.mailbox?.watch();
  }

  /** One message, its body sanitized; remote images only when `showImages`. Does not mark it read. */
  async open(uidValue: unknown, showImages: boolean, session: SessionRef): Promise<EmailMessage> {
    const uid = parseUid(uidValue);
    const { mail, flags, date } = await this.load(uid);
    const body = this.body(uid, mail, showImages, session);
    return {
      id: String(uid),
      uid,
      from: mail.from,
      to: mail.to,
      subject: mail.subject,
      date,
      read: flags.has('\\Seen'),
      html: body.html,
      blockedImages: body.blockedImages,
      imagesShown: showImages,
      attachments: mail.attachments
        .filter((a) => !body.referenced.has(a.index))
        .map((a) => ({ index: a.index, filename: a.filename, contentType: a.contentType, size: a.size })),
    };
  }

  /** The message's body, sanitized; its cid: images become 5-minute links of this message (`referenced`: their parts). */
  private body(uid: number, mail: ParsedEmail, showImages: boolean, session: SessionRef): { html: string; blockedImages: number; referenced: Set<number> } {
    const scope = emailScope(uid);
    const referenced = new Set<number>();
    const inlineImage = (cid: string): string | null => {
      const part = mail.attachments.find((a) => a.cid !== null && a.cid === cid.trim() && isInlineImage(a.contentType));
      if (!part) return null;
      referenced.add(part.index);
      return this.deps.links.link(`/api/admin/emails/${uid}/attachments/${part.index}/view`, scope, session).url;
    };
    return { ...sanitizeEmailHtml(mail.html ?? textToHtml(mail.text), { showImages, inlineImage }), referenced };
  }

  /** An attachment's bytes; `inline` only for raster images (anything else is downloaded). */
  async attachment(uidValue: unknown, indexValue: unknown): Promise<EmailAttachmentPart> {
    const uid = parseUid(uidValue);
    const index = typeof indexValue === 'string' && /^\d{1,4}$/.test(indexValue) ? Number(indexValue) : indexValue;
    const { mail } = await this.load(uid);
    const part = typeof index === 'number' ? mail.attachments[index] : undefined;
    if (!part) throw AppError.notFound('This attachment does not exist.');
    return part;
  }

  /** A 5-minute link to one attachment (the one-document token, scoped to this message). */
  async attachmentLink(uidValue: unknown, index: number, disposition: 'inline' | 'attachment', session: SessionRef): Promise<DocumentLink> {
    const uid = parseUid(uidValue);
    const part = await this.attachment(uid, index);
    const action = disposition === 'inline' && isInlineImage(part.contentType) ? 'view' : 'download';
    return this.deps.links.link(`/api/admin/emails/${uid}/attachments/${index}/${action}`, emailScope(uid), session);
  }

  async markRead(uidValue: unknown): Promise<string> {
    const uid = parseUid(uidValue);
    await this.mailbox().run(async (client) => {
      await this.mustExist(client, uid);
      await client.messageFlagsAdd(String(uid), ['\\Seen'], { uid: true });
    });
    void this.publishUnread();
    return 'Email marked as read.';
  }

  /** Deletes the message on the server (flagged \Deleted and expunged), and records who did. */
  async delete(em: EntityManager, uidValue: unknown): Promise<string> {
    const uid = parseUid(uidValue);
    const envelope = await this.mailbox().run(async (client) => {
      await this.mustExist(client, uid);
      const found = await client.fetchOne(String(uid), { envelope: true }, { uid: true });
      await client.messageDelete(String(uid), { uid: true });
      return found ? found.envelope : undefined;
    });
    this.parsed.forget(uid);
    const from = envelope?.from?.[0];
    await this.deps.changes.run(em, async (_tx, effects) =>
      effects.audit({
        action: 'email.deleted',
        entityType: 'email',
        entityId: envelope?.messageId?.slice(0, 64) ?? String(uid),
        summary: `Email “${envelope?.subject ?? '(no subject)'}” from ${from?.address ?? from?.name ?? 'an unknown sender'} deleted from the server`,
      }),
    );
    void this.publishUnread();
    return 'Email deleted from the server.';
  }

  /** Queues the reply (threaded, the original quoted); the worker sends it and files a copy in Sent. */
  async reply(em: EntityManager, input: EmailReplyInput): Promise<string> {
    const uid = parseUid(input.originalEmailId);
    const raw = await this.mailbox().run(async (client) => {
      const message = await client.fetchOne(String(uid), { uid: true, source: true, internalDate: true }, { uid: true });
      if (!message || !message.source) throw AppError.notFound('The email you are replying to no longer exists on the server.');
      return { source: message.source, date: new Date(message.internalDate ?? this.deps.clock.now()) };
    });
    const original = await parseEmail(raw.source, { withText: true });
    const references = [...original.references.filter((r) => r !== original.messageId), ...(original.messageId ? [original.messageId] : [])];
    const facts = {
      subject: cleanText(input.subject).replace(/[\r\n]+/g, ' '),
      message: cleanText(input.message),
      inReplyTo: original.messageId,
      // Long threads keep their first and latest ids (RFC 5322 allows trimming the middle).
      references: references.length > 20 ? [references[0], ...references.slice(-19)] : references,
      quote: { from: original.from || 'the sender', date: (original.sentAt ?? raw.date).toISOString(), text: quoteText(original.text) },
    };
    await this.deps.changes.run(em, async (_tx, effects) => {
      effects.mail(emailReply.mail(cleanText(input.recipientEmail), facts));
      effects.audit({ action: 'email.replied', entityType: 'email', entityId: null, summary: `Replied to ${cleanText(input.recipientEmail)}: “${facts.subject}”`.slice(0, 500) });
    });
    return REPLY_SENT_MESSAGE;
  }

  /** Files a sent reply in the mailbox's Sent folder, when it has one. Answers whether it did. */
  async fileInSent(mail: OutgoingMail): Promise<boolean> {
    if (!this.deps.mailbox) return false;
    const raw = await composeMail(mail);
    return this.mailbox().run(async (client) => {
      const folders = await client.list();
      const sent =
        folders.find((f) => f.specialUse === '\\Sent') ?? folders.find((f) => /^(inbox[./])?sent( items| messages| mail)?$/i.test(f.path));
      if (!sent) return false;
      await client.append(sent.path, raw, ['\\Seen'], this.deps.clock.now());
      return true;
    });
  }

  private mailbox(): MailboxConnection {
    if (!this.deps.mailbox) throw AppError.unavailable(NOT_CONFIGURED_MESSAGE);
    return this.deps.mailbox;
  }

  private cutoff(): Date {
    return new Date(this.deps.clock.now().getTime() - INBOX_DAYS * DAY_MS);
  }

  /** The parsed message (cached by UIDVALIDITY and uid), with its flags and arrival date. */
  private async load(uid: number): Promise<{ mail: ParsedEmail; flags: Set<string>; date: Date }> {
    const fetched = await this.mailbox().run(async (client) => {
      const validity = client.mailbox ? String(client.mailbox.uidValidity) : '';
      const cached = this.parsed.get(validity, uid);
      const message = await client.fetchOne(String(uid), { uid: true, flags: true, internalDate: true, source: !cached }, { uid: true });
      if (!message) throw AppError.notFound(GONE_MESSAGE);
      return { validity, cached, message };
    });
    const { validity, cached, message } = fetched;
    const mail = cached ?? (await parseEmail(message.source ?? Buffer.alloc(0)));
    if (!cached) this.parsed.set(validity, uid, mail);
    return { mail, flags: message.flags ?? new Set(), date: new Date(message.internalDate ?? 0) };
  }

  private async mustExist(client: ImapFlow, uid: number): Promise<void> {
    const found = await client.search({ uid: String(uid) }, { uid: true });
    if (!found || !found.includes(uid)) throw AppError.notFound(GONE_MESSAGE);
  }

  private async countUnread(): Promise<number> {
    const cutoff = this.cutoff();
    return this.mailbox().run(async (client) => {
      const uids = await client.search({ seen: false, since: new Date(cutoff.getTime() - DAY_MS) }, { uid: true });
      if (!uids || !uids.length) return 0;
      const dated = await client.fetchAll(uidSet(uids), { uid: true, internalDate: true }, { uid: true });
      return dated.filter((m) => new Date(m.internalDate ?? 0) >= cutoff).length;
    });
  }

  /** Tells subscribers the unread count when it changed (after new mail, a read, a delete, a reconnect). */
  private async publishUnread(): Promise<void> {
    let count: number;
    try {
      count = await this.countUnread();
    } catch {
      return; // the mailbox is unreachable: the count is told again once it is back
    }
    this.noteUnread(count);
  }

  private noteUnread(count: number): void {
    if (count === this.lastUnread) return;
    this.lastUnread = count;
    this.deps.pubsub.publish('mail.unread', { count });
  }
}
