/** The email to the customer when their vehicle fails its roadworthy inspection: the rejection report attached. */
import { defineLayoutTemplate } from '../../platform/mail/public.js';

export interface RoadworthyRejectedFacts {
  customerName: string;
  carRego: string;
  /** e.g. "Monday 4 January 2027" */
  reinspectBy: string;
  failed: Array<{ label: string; note: string }>;
  /** The stored rejection report, attached. */
  documentId: string;
}

export const roadworthyRejected = defineLayoutTemplate<RoadworthyRejectedFacts>({
  name: 'roadworthy.rejected',
  version: 1,
  compose: (f, ctx) => ({
    replyTo: ctx.business.email,
    subject: `Roadworthy inspection of ${f.carRego}: items to fix`,
    heading: 'Your vehicle did not pass its roadworthy inspection',
    paragraphs: [
      `Hi ${f.customerName},`,
      `${f.carRego} did not pass its roadworthy inspection at ${ctx.business.name}. These items need repair:`,
      ...f.failed.map((i) => `• ${i.label}${i.note ? `: ${i.note}` : ''}`),
      `Bring it back by ${f.reinspectBy} and only the failed items are re-tested; after that day a full inspection is needed again. The rejection report is attached.`,
    ],
    attachments: [{ documentId: f.documentId }],
  }),
});
