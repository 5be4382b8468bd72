/** The emails of job cards: the signing request, the signed copy, a quote, and the customer's decision on it. */
import { centsToDollars } from '../../shared/money.js';
import { defineLayoutTemplate } from '../../platform/mail/public.js';

const money = (cents: number) => `$${centsToDollars(cents).toFixed(2)}`;

export interface SigningRequestFacts {
  cardId: string;
  customerName: string;
  carRego: string;
}

/** To the customer: a link to read and sign the service terms. */
export const jobCardSigningRequest = defineLayoutTemplate<SigningRequestFacts>({
  name: 'jobcard.signing-request',
  version: 1,
  compose(f, ctx) {
    const link = `${ctx.business.publicUrl}/accept-policy/${f.cardId}`;
    return {
      replyTo: ctx.business.email,
      subject: `Service terms for ${f.carRego} at ${ctx.business.name}`,
      heading: 'Please review and sign our service terms',
      paragraphs: [
        `Hi ${f.customerName},`,
        `Thank you for choosing ${ctx.business.name}. Before we start on your vehicle (${f.carRego}), please read our service terms and sign them online.`,
      ],
      action: { label: 'Review and sign', url: link },
      footnote: `If the button does not work, open this link: ${link}`,
    };
  },
});

export interface TermsSignedFacts {
  customerName: string;
  carRego: string;
  /** ISO timestamp. */
  signedAt: string;
  signatureKind: 'drawn' | 'typed';
  signedName: string | null;
  terms: string[];
  termsSha256: string;
  /** The archived signed PDF, attached (absent in mail queued before PDFs were stored). */
  documentId?: string | null;
}

/** To the customer: their copy of the terms they accepted. */
export const jobCardTermsSigned = defineLayoutTemplate<TermsSignedFacts>({
  name: 'jobcard.terms-signed',
  version: 1,
  compose: (f, ctx) => ({
    replyTo: ctx.business.email,
    subject: `Your signed service terms for ${f.carRego}`,
    heading: 'Thank you: your acceptance is recorded',
    paragraphs: [`Hi ${f.customerName},`, `You accepted our service terms for ${f.carRego}. Your copy of the terms:`, ...f.terms.map((t, i) => `${i + 1}. ${t}`)],
    details: [
      ['Signed', new Date(f.signedAt).toLocaleString('en-AU', { timeZone: ctx.timeZone })],
      ['Signature', f.signatureKind === 'drawn' ? 'Drawn signature' : `Typed name: ${f.signedName}`],
      ['Terms SHA-256', f.termsSha256],
    ],
    attachments: f.documentId ? [{ documentId: f.documentId }] : [],
  }),
});

export interface QuoteFacts {
  quoteId: string;
  /** The quote's number as printed, e.g. Q000042. */
  number: string;
  customerName: string;
  carRego: string;
  items: Array<{ description: string; quantity: number; unitPriceCents: number }>;
  pricesIncludeGst: boolean;
  subtotalCents: number;
  gstPercent: number;
  gstCents: number;
  totalCents: number;
  notes: string | null;
  /** The quote PDF, attached (absent in mail queued before PDFs were stored). */
  documentId?: string | null;
  /** The inspection's checks that need attention (absent in mail queued before inspections). */
  findings?: Array<{ area: string; label: string; rating: 'soon' | 'urgent' | 'good'; note: string }>;
}

/** To the customer: a quote with a link to approve or decline it. */
export const jobCardQuote = defineLayoutTemplate<QuoteFacts>({
  name: 'jobcard.quote',
  version: 2,
  /** Version 1 named each line's price estimateCostCents. */
  upgrade(facts) {
    const f = facts as Omit<QuoteFacts, 'items'> & { items: Array<{ description: string; quantity: number; unitPriceCents?: number; estimateCostCents?: number }> };
    return { ...f, items: f.items.map(({ description, quantity, unitPriceCents, estimateCostCents }) => ({ description, quantity, unitPriceCents: unitPriceCents ?? estimateCostCents ?? 0 })) };
  },
  compose(q, ctx) {
    const findings = q.findings ?? [];
    return {
      replyTo: ctx.business.email,
      subject: `Quote ${q.number} from ${ctx.business.name}`,
      heading: `Quote ${q.number} for ${q.carRego}`,
      paragraphs: [
        `Hi ${q.customerName},`,
        'Here is our quote for the work on your vehicle. You can approve or decline it online, line by line.',
        ...(findings.length
          ? [
              `Our inspection found ${findings.length === 1 ? 'one thing' : `${findings.length} things`} that need${findings.length === 1 ? 's' : ''} attention (the photos are on the quote page):`,
              ...findings.map((f) => `${f.rating === 'urgent' ? 'Urgent' : 'Soon'}: ${f.area}, ${f.label}${f.note ? `: ${f.note}` : ''}`),
            ]
          : []),
      ],
      details: [
        ...q.items.map((l): [string, string] => [l.description, `${l.quantity} × ${money(l.unitPriceCents)}`]),
        [q.pricesIncludeGst ? 'Subtotal (ex GST)' : 'Subtotal', money(q.subtotalCents)],
        [`GST ${q.gstPercent}%`, money(q.gstCents)],
        ['Total', money(q.totalCents)],
        ...(q.notes ? [['Notes', q.notes] as [string, string]] : []),
      ],
      action: { label: 'View and approve the quote', url: `${ctx.business.publicUrl}/quote/${q.quoteId}` },
      attachments: q.documentId ? [{ documentId: q.documentId }] : [],
    };
  },
});

export interface QuoteDecidedFacts {
  cardId: string;
  number: string;
  customerName: string;
  customerEmail: string;
  carRego: string;
  decision: 'approved' | 'declined';
  totalCents: number;
  declineNote: string | null;
  /** Approved line by line: how many lines of how many, and what they come to (absent in mail queued before). */
  approvedLines?: { count: number; of: number; totalCents: number } | null;
  /** The note the customer left with an approval (absent in mail queued before). */
  approvalNote?: string | null;
  /** The name the customer gave with the decision (absent in mail queued before). */
  decidedByName?: string | null;
}

/** To the workshop: the customer approved or declined a quote online. */
export const jobCardQuoteDecided = defineLayoutTemplate<QuoteDecidedFacts>({
  name: 'jobcard.quote-decided',
  version: 1,
  compose: (d, ctx) => ({
    replyTo: d.customerEmail,
    subject: `Quote ${d.number} ${d.decision}: ${d.customerName}, ${d.carRego}`,
    heading: `${d.customerName} ${d.decision} quote ${d.number}`,
    paragraphs: [
      d.decision === 'declined'
        ? 'The customer declined the quote.'
        : d.approvedLines
          ? `The customer approved ${d.approvedLines.count} of the ${d.approvedLines.of} lines; the job card shows which. The job has moved to Work In Progress.`
          : 'The job has moved to Work In Progress.',
    ],
    details: [
      ['Rego', d.carRego],
      ...(d.decidedByName ? [[d.decision === 'approved' ? 'Approved by' : 'Declined by', d.decidedByName] as [string, string]] : []),
      ...(d.approvedLines ? [['Approved', `${money(d.approvedLines.totalCents)} of ${money(d.totalCents)}`] as [string, string]] : [['Total', money(d.totalCents)] as [string, string]]),
      ...((d.declineNote ?? d.approvalNote) ? [['Customer note', (d.declineNote ?? d.approvalNote)!] as [string, string]] : []),
    ],
    action: { label: 'Open the job card', url: `${ctx.business.publicUrl}/admin/jobcards/${d.cardId}` },
  }),
});

export interface ReadyFacts {
  customerName: string;
  /** 'Toyota Corolla ABC123' (make and model when known, and the rego). */
  car: string;
  /** "We're open until 5:30 pm today." while the workshop is open, else null. */
  openUntil: string | null;
}

/** To the customer: their car is ready for pickup ('Notify customer' on the job card). */
export const jobCardReady = defineLayoutTemplate<ReadyFacts>({
  name: 'jobcard.ready',
  version: 1,
  compose: (f, ctx) => ({
    replyTo: ctx.business.email,
    subject: `Your ${f.car} is ready for pickup`,
    heading: 'Your car is ready',
    paragraphs: [`Hi ${f.customerName},`, `Your ${f.car} is ready for pickup at ${ctx.business.name}, ${ctx.business.address}.${f.openUntil ? ` ${f.openUntil}` : ''}`, `Questions? Call us on ${ctx.business.phone}.`],
  }),
});

export const JOBCARD_TEMPLATES = [jobCardSigningRequest, jobCardTermsSigned, jobCardQuote, jobCardQuoteDecided, jobCardReady];
