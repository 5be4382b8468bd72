/**
 * The invoices of a date range (workshop days, inclusive) and their CSV export: plain, with the
 * range's adjustment notes, for an accountant; or Xero's sales invoice import. Xero imports the
 * prices of one file as all tax exclusive or all tax inclusive, and at most 500 invoices: `amounts`
 * picks the kind (absent: the one kind the range holds), and a file Xero would refuse is never
 * produced (400 instead). An export is read, not written: its audit entry is its only change.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../shared/errors.js';
import { addDays, fromLocal } from '../../shared/time.js';
import type { Config } from '../../config.js';
import type { ChangeUnit } from '../../platform/outbox/public.js';
import type { DocumentService } from '../documents/document.service.js';
import { CreditNote } from './credit-note.entity.js';
import { Invoice } from './invoice.entity.js';
import { plainCsv, XERO_MAX_INVOICES, xeroCsv, type ExportFormat, type ExportRange, type XeroAmounts } from './invoice-csv.js';

export interface InvoiceExport {
  filename: string;
  csv: string;
  invoices: number;
}

export interface InvoiceExportSummary {
  invoices: number;
  taxExclusive: number;
  taxInclusive: number;
}

interface ExportDeps {
  config: Pick<Config, 'timeZone' | 'xeroAccountCode'>;
  changes: ChangeUnit;
  documents: Pick<DocumentService, 'profile'>;
}

/** The range's first instant and the instant after its last day. */
function instants(range: ExportRange, timeZone: string) {
  return { $gte: fromLocal(range.from, '00:00', timeZone), $lt: fromLocal(addDays(range.to, 1), '00:00', timeZone) };
}

/** The adjustment notes issued in the range, oldest first, with their invoices. */
export function creditNotesInRange(em: EntityManager, range: ExportRange, timeZone: string): Promise<CreditNote[]> {
  return em.find(CreditNote, { issuedAt: instants(range, timeZone) }, { orderBy: { issuedAt: 'asc', number: 'asc' }, populate: ['invoice'] });
}

/** The live invoices issued in the range, oldest first; voided ones left out. */
export function invoicesInRange(em: EntityManager, range: ExportRange, timeZone: string): Promise<Invoice[]> {
  return em.find(Invoice, { issuedAt: instants(range, timeZone), voidedAt: null }, { orderBy: { issuedAt: 'asc', number: 'asc' } });
}

/** How many invoices a range holds, by kind of price: what the export offers. */
export async function exportSummary(em: EntityManager, range: ExportRange, timeZone: string): Promise<InvoiceExportSummary> {
  const invoices = await invoicesInRange(em, range, timeZone);
  const taxInclusive = invoices.filter((i) => i.pricesIncludeGst).length;
  return { invoices: invoices.length, taxInclusive, taxExclusive: invoices.length - taxInclusive };
}

async function recordExport(em: EntityManager, changes: ChangeUnit, summary: string): Promise<void> {
  await changes.run(em, async (_tx, effects) => effects.audit({ action: 'invoice.exported', entityType: 'invoice', entityId: null, summary }));
}

export async function exportCsv(em: EntityManager, deps: ExportDeps, format: ExportFormat, range: ExportRange, amounts: XeroAmounts | null): Promise<InvoiceExport> {
  const { timeZone } = deps.config;
  let invoices = await invoicesInRange(em, range, timeZone);
  const span = `${range.from}-to-${range.to}`;
  if (format === 'plain') {
    // The adjustment notes of the range too: the accountant sees each cancellation.
    const notes = await creditNotesInRange(em, range, timeZone);
    if (!invoices.length && !notes.length) throw AppError.notFound(`No invoices were issued from ${range.from} to ${range.to}.`);
    await recordExport(em, deps.changes, `Invoices of ${range.from} to ${range.to} exported as CSV: ${invoices.length} invoice${invoices.length === 1 ? '' : 's'}`);
    return { filename: `invoices-${span}.csv`, csv: plainCsv(invoices, timeZone, notes), invoices: invoices.length };
  }
  let kind = amounts;
  if (!kind) {
    const inclusive = invoices.some((i) => i.pricesIncludeGst);
    const exclusive = invoices.some((i) => !i.pricesIncludeGst);
    if (inclusive && exclusive) {
      throw AppError.badInput('These invoices mix prices that include GST and prices that exclude it, and Xero imports one kind per file: export the tax exclusive and the tax inclusive invoices separately.');
    }
    kind = inclusive ? 'inclusive' : 'exclusive';
  }
  invoices = invoices.filter((i) => i.pricesIncludeGst === (kind === 'inclusive'));
  if (!invoices.length) throw AppError.notFound(`No tax ${kind} invoices were issued from ${range.from} to ${range.to}.`);
  if (invoices.length > XERO_MAX_INVOICES) {
    throw AppError.badInput(`Xero imports at most ${XERO_MAX_INVOICES} invoices per file and this range holds ${invoices.length}: choose a shorter date range.`);
  }
  const { paymentTermsDays } = await deps.documents.profile();
  const csv = xeroCsv(invoices, { accountCode: deps.config.xeroAccountCode, timeZone, paymentTermsDays });
  await recordExport(em, deps.changes, `Invoices of ${range.from} to ${range.to} exported for Xero (tax ${kind}): ${invoices.length} invoice${invoices.length === 1 ? '' : 's'}`);
  return { filename: `xero-sales-invoices-${span}-tax-${kind}.csv`, csv, invoices: invoices.length };
}
