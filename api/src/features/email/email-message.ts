/**
 * A raw message from the mailbox, parsed (mailparser) into what the back office shows and what a
 * reply needs: addresses as text, the bodies, the attachments with their bytes, the thread ids.
 */
import type { AddressObject, EmailAddress, ParsedMail } from 'mailparser';
import { lazyModule } from '../../shared/lazy-module.js';

const mailparser = lazyModule<typeof import('mailparser')>('mailparser');

export interface EmailAttachmentPart {
  /** Position among the message's attachments: the id of its download link. */
  index: number;
  filename: string;
  contentType: string;
  size: number;
  /** Content-ID, without angle brackets. */
  cid: string | null;
  content: Buffer;
}

export interface ParsedEmail {
  messageId: string | null;
  references: string[];
  from: string;
  to: string;
  subject: string;
  /** The Date header, when it is a date. */
  sentAt: Date | null;
  html: string | null;
  text: string;
  attachments: EmailAttachmentPart[];
  /** Bytes of the raw message, for bounding caches. */
  size: number;
}

/** Raster formats a browser shows as an image and nothing else (no SVG: it can carry script). */
const INLINE_IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/bmp', 'image/avif']);

export function isInlineImage(contentType: string): boolean {
  return INLINE_IMAGE_TYPES.has(contentType.toLowerCase());
}

/** "Name <address>", or the address alone. */
export function formatAddress(a: { name?: string | null; address?: string | null }): string {
  const address = a.address?.trim() ?? '';
  const name = a.name?.replace(/[\r\n]+/g, ' ').trim() ?? '';
  if (name && address) return `${name} <${address}>`;
  return address || name;
}

/** A file name as a sender gave it, without folders, control characters or a leading dot. */
function safeFilename(name: string | undefined, fallback: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').replace(/^[.\s]+/, '').trim().slice(0, 200);
  return clean || fallback;
}

function addressList(value: AddressObject | AddressObject[] | undefined): string {
  const objects = Array.isArray(value) ? value : value ? [value] : [];
  const flat = (list: EmailAddress[]): EmailAddress[] => list.flatMap((a) => (a.group ? flat(a.group) : [a]));
  return objects
    .flatMap((o) => flat(o.value))
    .map(formatAddress)
    .filter(Boolean)
    .join(', ');
}

function messageIds(value: string | string[] | undefined): string[] {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.flatMap((v) => v.match(/<[^<>\s]+>/g) ?? []);
}

/**
 * Parses a raw message. `withText` also turns an HTML-only body into text (for quoting in a reply);
 * showing a message does not need it and skips the cost.
 */
export async function parseEmail(raw: Buffer, { withText = false } = {}): Promise<ParsedEmail> {
  const mail: ParsedMail = await mailparser().simpleParser(raw, {
    keepCidLinks: true,
    skipHtmlToText: !withText,
    skipTextToHtml: true,
    skipTextLinks: true,
    skipImageLinks: true,
  });
  const messageId = messageIds(mail.messageId)[0] ?? null;
  return {
    messageId,
    references: messageIds(mail.references),
    from: addressList(mail.from),
    to: addressList(mail.to),
    subject: mail.subject?.trim() ?? '',
    sentAt: mail.date && !Number.isNaN(mail.date.getTime()) ? mail.date : null,
    html: typeof mail.html === 'string' && mail.html.trim() ? mail.html : null,
    text: mail.text ?? '',
    attachments: mail.attachments.map((a, index) => ({
      index,
      filename: safeFilename(a.filename, `attachment-${index + 1}`),
      contentType: (a.contentType || 'application/octet-stream').toLowerCase(),
      size: a.size ?? a.content.length,
      cid: a.cid?.replace(/^<|>$/g, '') ?? null,
      content: a.content,
    })),
    size: raw.length,
  };
}

/** The original, quoted below a reply ("> " before every line), at most `limit` characters of it. */
export function quoteText(text: string, limit = 20_000): string {
  const body = text.length > limit ? `${text.slice(0, limit)}\n[…]` : text;
  return body
    .replace(/\r\n?/g, '\n')
    .trimEnd()
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');
}
