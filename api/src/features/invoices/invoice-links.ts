/**
 * Links the admin app opens in a new tab: an invoice's PDF (/api/admin/invoices/view|download/{n})
 * and the CSV exports, each with a 5-minute token that opens that one thing only.
 */
import type { SessionRef } from '../auth/auth.service.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../shared/errors.js';
import { isIsoDate } from '../../shared/time.js';
import type { Disposition, DocumentLink, DocumentLinks } from '../documents/public.js';
import type { ExportFormat, ExportRange, XeroAmounts } from './invoice-csv.js';
import type { InvoiceService } from './invoice.service.js';

/** A date range from a client: two real yyyy-MM-dd dates, from ≤ to. */
export function readRange(from: unknown, to: unknown): ExportRange {
  if (!isIsoDate(from) || !isIsoDate(to)) throw AppError.badInput('from and to must be dates written yyyy-MM-dd.');
  if (from > to) throw AppError.badInput('The start date must not be after the end date.');
  return { from, to };
}

/** xero amounts from a client: exclusive, inclusive, or absent. */
export function readAmounts(value: unknown): XeroAmounts | null {
  if (value === undefined || value === null || value === '') return null;
  if (value === 'exclusive' || value === 'inclusive') return value;
  throw AppError.badInput('amounts must be exclusive or inclusive.');
}

/** What an export link's token opens: exactly this export. */
export function exportScope(format: ExportFormat, range: ExportRange, amounts: XeroAmounts | null): string {
  return `invoice-export:${format}:${range.from}:${range.to}:${amounts ?? ''}`;
}

/** The export's path with its query (no token). */
function exportPath(format: ExportFormat, range: ExportRange, amounts: XeroAmounts | null): string {
  const query = new URLSearchParams({ from: range.from, to: range.to, ...(amounts ? { amounts } : {}) });
  return `/api/admin/invoices/export/${format}?${query}`;
}

export class InvoiceLinks {
  constructor(
    private readonly invoices: InvoiceService,
    private readonly links: DocumentLinks,
  ) {}

  /** View (inline) or Download (attachment) of the invoice's current PDF. */
  async pdfLink(em: EntityManager, invoiceNumber: string, disposition: Disposition, session: SessionRef): Promise<DocumentLink> {
    const invoice = await this.invoices.get(em, invoiceNumber);
    const documentId = await this.invoices.pdfDocumentId(em, invoice.invoiceNumber);
    return this.links.link(`/api/admin/invoices/${disposition === 'inline' ? 'view' : 'download'}/${invoice.invoiceNumber}`, documentId, session);
  }

  exportLink(format: ExportFormat, from: string, to: string, amounts: XeroAmounts | null, session: SessionRef): DocumentLink {
    const range = readRange(from, to);
    return this.links.link(exportPath(format, range, amounts), exportScope(format, range, amounts), session);
  }
}
