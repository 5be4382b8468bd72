/**
 * The signed service terms, archived as evidence: the terms exactly as shown, the drawn signature
 * or typed name, when (in the workshop's zone), from where (IP address, browser), and a closing
 * certificate with the SHA-256 of the terms text.
 */
import { createHash } from 'node:crypto';
import {
  bold,
  COLORS,
  CONTENT_WIDTH,
  ensureSpace,
  finishPdf,
  letterhead,
  PAGE,
  printInstant,
  regular,
  sectionHeading,
  startPdf,
  type Pdf,
  type PdfWorkshop,
} from './pdf-layout.js';
import { artifact, group, tag } from './pdf-tags.js';

type SignatureEvidence = { kind: 'drawn'; png: Buffer } | { kind: 'typed'; name: string };

export interface SignedTermsFacts {
  jobCardId: string;
  carRego: string;
  customerName: string;
  /** The numbered terms, exactly as the signing page showed them (without their numbers). */
  terms: string[];
  /** SHA-256 (hex) of the terms text; see termsSha256. Computed when omitted. */
  termsSha256?: string;
  signature: SignatureEvidence;
  signedAt: Date;
  ip: string;
  userAgent: string;
}

/** The canonical terms text (one numbered term per line) whose SHA-256 the certificate carries. */
export function termsText(terms: readonly string[]): string {
  return terms.map((term, i) => `${i + 1}. ${term}`).join('\n');
}

/** SHA-256 (hex) of termsText(terms), UTF-8. */
export function termsSha256(terms: readonly string[]): string {
  return createHash('sha256').update(termsText(terms), 'utf8').digest('hex');
}

const SIGNATURE_BOX = { width: 240, height: 72 };

function termsList(doc: Pdf, terms: string[]): void {
  const numberWidth = 22;
  terms.forEach((term, i) => {
    regular(doc, 9.5);
    const height = doc.heightOfString(term, { width: CONTENT_WIDTH - numberWidth }) + 6;
    ensureSpace(doc, height);
    const y = doc.y;
    tag(doc, 'P', () => {
      bold(doc, 9.5).fillColor(COLORS.accent).text(`${i + 1}.`, PAGE.margin, y, { width: numberWidth });
      regular(doc, 9.5).fillColor(COLORS.text).text(term, PAGE.margin + numberWidth, y, { width: CONTENT_WIDTH - numberWidth });
    });
    doc.x = PAGE.margin;
    doc.y = Math.max(doc.y, y + height - 6) + 6;
  });
}

function signatureBlock(doc: Pdf, facts: SignedTermsFacts, signed: { local: string; zone: string }): void {
  ensureSpace(doc, SIGNATURE_BOX.height + 70);
  doc.moveDown(0.6);
  sectionHeading(doc, 'Signature');
  const top = doc.y;
  const boxHeight = facts.signature.kind === 'drawn' ? SIGNATURE_BOX.height : 30;
  if (facts.signature.kind === 'drawn') {
    const png = facts.signature.png;
    tag(doc, 'Figure', () => doc.image(png, PAGE.margin, top, { fit: [SIGNATURE_BOX.width, SIGNATURE_BOX.height], valign: 'bottom' }), {
      alt: `Signature of ${facts.customerName}`,
    });
  } else {
    const name = facts.signature.name;
    tag(doc, 'P', () =>
      bold(doc, 20).fillColor(COLORS.text).text(name, PAGE.margin, top + 2, {
        width: SIGNATURE_BOX.width,
        lineBreak: false,
        ellipsis: true,
      }),
    );
  }
  const lineY = top + boxHeight + 4;
  artifact(doc, () => doc.moveTo(PAGE.margin, lineY).lineTo(PAGE.margin + SIGNATURE_BOX.width, lineY).lineWidth(0.75).strokeColor(COLORS.muted).stroke());
  regular(doc, 8.5).fillColor(COLORS.muted);
  const how = facts.signature.kind === 'drawn' ? 'Signature drawn' : 'Name typed as signature';
  tag(doc, 'P', () => doc.text(`${how} by ${facts.customerName} on ${signed.local} (${signed.zone}).`, PAGE.margin, lineY + 6, { width: CONTENT_WIDTH }));
  doc.fillColor(COLORS.text);
}

function certificate(doc: Pdf, facts: SignedTermsFacts, hash: string, signed: { local: string; zone: string }): void {
  const signatureHash = createHash('sha256')
    .update(facts.signature.kind === 'drawn' ? facts.signature.png : Buffer.from(facts.signature.name, 'utf8'))
    .digest('hex');
  const rows: Array<[string, string]> = [
    ['Document', `Service terms for job card ${facts.jobCardId}`],
    ['Vehicle', facts.carRego],
    ['Signer', facts.customerName],
    ['Method', facts.signature.kind === 'drawn' ? 'Drawn signature (PNG image)' : `Typed name: ${facts.signature.name}`],
    ['Signed at', `${signed.local} (${signed.zone})`],
    ['Signed at (UTC)', facts.signedAt.toISOString()],
    ['IP address', facts.ip || 'unknown'],
    ['Browser', facts.userAgent || 'unknown'],
    ['Terms', `${facts.terms.length} numbered terms, as printed above`],
    ['Terms SHA-256', hash],
    [facts.signature.kind === 'drawn' ? 'Signature SHA-256' : 'Typed name SHA-256', signatureHash],
  ];
  const labelWidth = 110;
  const valueWidth = CONTENT_WIDTH - labelWidth - 20;
  const footnote =
    'The terms SHA-256 is computed over the terms text, one numbered term per line ("1. …"), encoded as UTF-8. ' +
    "The workshop records this PDF's own SHA-256 when it archives it.";
  const rowHeights = rows.map(([label, value]) => {
    const labelHeight = bold(doc, 8.5).heightOfString(label, { width: labelWidth - 6 });
    return Math.max(labelHeight, regular(doc, 8.5).heightOfString(value, { width: valueWidth })) + 3;
  });
  const footnoteHeight = regular(doc, 7.5).heightOfString(footnote, { width: CONTENT_WIDTH - 20 });
  const height = 10 + 18 + rowHeights.reduce((a, b) => a + b, 0) + 6 + footnoteHeight + 10;
  doc.moveDown(1);
  ensureSpace(doc, height);
  const top = doc.y;
  artifact(doc, () => doc.rect(PAGE.margin, top, CONTENT_WIDTH, height).lineWidth(1).strokeColor(COLORS.accent).stroke());
  tag(doc, 'H2', () => bold(doc, 10).fillColor(COLORS.accent).text('Certificate of acceptance', PAGE.margin + 10, top + 10, { width: CONTENT_WIDTH - 20 }));
  doc.y = top + 28;
  group(doc, 'Table', () =>
    rows.forEach(([label, value], i) => {
      const y = doc.y;
      group(doc, 'TR', () => {
        tag(doc, 'TH', () => bold(doc, 8.5).fillColor(COLORS.muted).text(label, PAGE.margin + 10, y, { width: labelWidth - 6 }), { scope: 'Row' });
        tag(doc, 'TD', () => regular(doc, 8.5).fillColor(COLORS.text).text(value, PAGE.margin + 10 + labelWidth, y, { width: valueWidth }));
      });
      doc.y = y + rowHeights[i];
    }),
  );
  tag(doc, 'P', () => regular(doc, 7.5).fillColor(COLORS.muted).text(footnote, PAGE.margin + 10, doc.y + 6, { width: CONTENT_WIDTH - 20 }));
  doc.y = top + height;
  doc.fillColor(COLORS.text);
}

/** The signed terms as a PDF, for the archive and the customer's copy. */
export async function renderSignedTermsPdf(facts: SignedTermsFacts, workshop: PdfWorkshop): Promise<Buffer> {
  const hash = facts.termsSha256 ?? termsSha256(facts.terms);
  const signed = printInstant(facts.signedAt, workshop.timeZone);
  const { doc, bytes } = startPdf(workshop, `Signed service terms ${facts.carRego}`);
  letterhead(doc, workshop, 'SERVICE TERMS', [
    ['Vehicle', facts.carRego],
    ['Job card', facts.jobCardId],
    ['Signed', signed.local.slice(0, 10)],
  ]);
  regular(doc, 9.5).fillColor(COLORS.text);
  tag(doc, 'P', () =>
    doc.text(`${facts.customerName} accepted the following terms for the service of vehicle ${facts.carRego}.`, PAGE.margin, doc.y, {
      width: CONTENT_WIDTH,
    }),
  );
  doc.moveDown(0.8);
  sectionHeading(doc, 'Service terms');
  termsList(doc, facts.terms);
  signatureBlock(doc, facts, signed);
  certificate(doc, facts, hash, signed);
  finishPdf(doc, workshop);
  return bytes;
}
