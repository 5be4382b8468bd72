/** The REST shapes of the Email Manager: the documented Email fields (uid, from, subject, date, html, read). */
import type { EmailMessage, EmailSummary } from './email.types.js';

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
