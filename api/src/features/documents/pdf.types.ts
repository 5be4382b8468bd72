/// <reference types="pdfkit" />
/** A pdfkit document, as every layout, tag and write helper of the workshop's PDFs draws on it. */
export type Pdf = PDFKit.PDFDocument;
