/**
 * A customer's data on request (Privacy Act 1988, APP 12 and 13): the export of everything held
 * about them, and their erasure, each in the audit trail; the retention of contact messages and
 * mail copies lives in privacy-retention.ts.
 */
import type { Readable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import type { FeatureDeps } from '../../feature.js';
import { AppError } from '../../shared/errors.js';
import { isId } from '../../shared/ids.js';
import type { Erasure, ErasureCounts } from '../../shared/erasure.js';
import { workshopDay } from '../../shared/time.js';
import { Customer, CustomerKey } from '../customers/customer.entity.js';
import { customerChanges } from '../customers/public.js';
import type { DocumentService } from '../documents/document.service.js';
import { eraseEverywhere } from './privacy-erase.js';
import { exportZip } from './privacy-export.js';
import { linkedDocuments, recordsOf } from './privacy-records.js';
import { summaryFacts } from './privacy-summary.js';

/** What replaces an erased person's name. */
export const ERASED = 'Erased customer';
/** Tax invoices and adjustment notes are kept five years (Income Tax Assessment Act 1936 s 262A; GST records). */
const KEEP_TAX_YEARS = 5;

const NOT_FOUND = 'We could not find this customer. They may have been erased or merged into another.';

export type PrivacyDeps = Pick<FeatureDeps, 'changes' | 'clock'> & { documents: DocumentService; timeZone: string };

export interface CustomerExport {
  filename: string;
  stream: Readable;
}

export interface ErasureResult {
  id: string;
  erasedAt: Date;
  counts: ErasureCounts;
}

export class PrivacyService {
  constructor(private readonly deps: PrivacyDeps) {}

  /** The customer's ZIP, written as it is read; the export is in the audit trail. */
  async exportCustomer(em: EntityManager, id: string): Promise<CustomerExport> {
    const customer = await this.find(em, id);
    const records = await recordsOf(em, customer);
    const documents = linkedDocuments(records);
    const now = this.deps.clock.now();
    const summary = await this.deps.documents.renderReport(summaryFacts(records, now, this.deps.timeZone));
    await this.deps.changes.run(em, async (_tx, effects) => {
      effects.audit({
        action: 'customer.exported',
        entityType: 'customer',
        entityId: customer._id,
        summary: `Customer data exported (${documents.length} documents)`,
        changes: null,
      });
    });
    const day = workshopDay(now, this.deps.timeZone).date;
    return { filename: `customer-${customer._id}-${day}.zip`, stream: exportZip(em.fork(), this.deps.documents, { records, summary, documents }) };
  }

  /**
   * Erases the customer (the request confirmed by typing their name): their details removed or
   * de-identified in every record, their record gone; their tax invoices and adjustment notes of
   * the last five years kept as issued but withheld from lists, searches and reminders.
   */
  async erase(em: EntityManager, id: string, confirm: unknown): Promise<ErasureResult> {
    const shown = await this.find(em, id);
    if (typeof confirm !== 'string' || comparable(confirm) !== comparable(shown.name)) {
      throw AppError.badInput('To erase this customer, type their name exactly as shown on their page.', { confirm: ['Type the customer’s name to confirm.'] });
    }
    return this.deps.changes.run(em, async (tx, effects) => {
      const customer = await this.find(tx, id, true);
      const keys = await tx.find(CustomerKey, { customer: customer._id });
      const emails = unique([customer.email, ...keys.filter((k) => k.key.startsWith('email:')).map((k) => k.key.slice(6))].map((e) => e?.trim().toLowerCase()));
      const phones = unique([customer.phone, ...keys.filter((k) => k.key.startsWith('phone:')).map((k) => k.key.slice(6))]);
      const now = this.deps.clock.now();
      const keepSince = new Date(now);
      keepSince.setUTCFullYear(keepSince.getUTCFullYear() - KEEP_TAX_YEARS);
      const erasure: Erasure = {
        customerId: customer._id,
        marker: ERASED,
        keepSince,
        needles: unique([customer.name.trim().toLowerCase(), ...emails, ...phones, ...phones.map(nationalNumber)]),
        phones,
      };
      const counts = await eraseEverywhere(tx, erasure, emails, workshopDay(now, this.deps.timeZone).date, this.deps.documents);
      effects.audit({
        action: 'customer.erased',
        entityType: 'customer',
        entityId: customer._id,
        summary: `Customer erased on request: ${describe(counts)}`,
        changes: Object.fromEntries(Object.entries(counts).map(([k, n]) => [k, [null, n]])),
      });
      effects.changed(customerChanges.edited, { id: customer._id });
      return { id: customer._id, erasedAt: now, counts };
    });
  }

  private async find(em: EntityManager, id: string, lock = false): Promise<Customer> {
    const customer = isId(id) ? await em.findOne(Customer, { _id: id }, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {}) : null;
    if (!customer) throw AppError.notFound(NOT_FOUND);
    return customer;
  }
}

function comparable(name: string): string {
  return name.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();
}

function unique(values: Array<string | null | undefined>): string[] {
  return [...new Set(values.filter((v): v is string => !!v))];
}

/** +61412345678 → 0412345678 (how a number is usually written). */
function nationalNumber(e164: string): string {
  return e164.startsWith('+61') ? `0${e164.slice(3)}` : e164;
}

function describe(counts: ErasureCounts): string {
  const kept = counts['invoice.kept'] ?? 0;
  const changed = Object.entries(counts).filter(([k]) => k !== 'invoice.kept').reduce((sum, [, n]) => sum + n, 0);
  return `${changed} records erased or de-identified, ${kept} tax invoices kept`;
}
