/** The REST shapes of the Email Manager: the documented Email fields (uid, from, subject, date, html, read). */
import { json } from '../../shared/json-schema.js';
import type { EmailMessage, EmailSummary } from './email.types.js';

const summary = { uid: json.integer(), from: json.string(), subject: json.string(), date: json.dateTime(), read: json.boolean() };

export const emailSummarySchema = json.named('EmailSummary', json.object(summary));

export const emailMessageSchema = json.named(
  'EmailMessage',
  json.object({
    ...summary,
    to: json.any('Its recipients.'),
    html: json.string({ description: 'Its content, sanitised.' }),
    blockedImages: json.integer(),
    imagesShown: json.boolean(),
    attachments: json.array(json.object({ index: json.integer(), filename: json.string(), contentType: json.string(), size: json.integer(), downloadUrl: json.string() })),
  }),
);

export function emailSummaryJson(e: EmailSummary) {
  return { uid: e.uid, from: e.from, subject: e.subject, date: e.date.toISOString(), read: e.read };
}

/** An opened message; each attachment with a 5-minute download path. */
export function emailMessageJson(e: EmailMessage, downloadUrl: (index: number) => string) {
  return {
    ...emailSummaryJson(e),
    to: e.to,
    html: e.html,
    blockedImages: e.blockedImages,
    imagesShown: e.imagesShown,
    attachments: e.attachments.map((a) => ({ index: a.index, filename: a.filename, contentType: a.contentType, size: a.size, downloadUrl: downloadUrl(a.index) })),
  };
}
