/** What the documents feature offers other features: one-document links, sending a stored file, the report's facts. */
export { DocumentLinks, type Disposition, type DocumentLink } from './document-links.js';
export { DocumentDisposition, DocumentLinkResult } from './document.types.js';
export { contentDisposition, pdfOperations, sendDocument, sendRenderedPdf } from './document-send.js';
export { invoiceTitle } from './pdf-workshop.js';
export { warrantyPeriod } from './warranty-text.js';
// Types only: the PDF code loads on the first document, never at boot.
export type { ReportFacts, ReportTable } from './report-pdf.js';
export type { DaySheetFacts } from './day-sheet-pdf.js';
export type { InspectionCheckFacts } from './inspection-pdf.js';
export { printInstant } from './pdf-layout.js';
export type { ReceiptFacts } from './receipt-lines.js';
export type { AdjustmentNoteFacts } from './adjustment-note-pdf.js';
export type { InvoiceFacts } from './invoice-pdf.js';
export type { QuoteFacts } from './quote-pdf.js';
export type { PurchaseOrderFacts } from './purchase-order-pdf.js';
export { STALE } from './document-issuer.service.js';
export { pdfFilename } from './document.service.js';
export type { SignedTermsFacts } from './signed-terms-pdf.js';
export type { RoadworthyRejectionFacts } from './roadworthy-pdf.js';
export type { ServiceRecordFacts } from './service-record-pdf.js';
export { printKm, vehicleFactsOf, type VehicleFacts } from './vehicle-facts.js';
