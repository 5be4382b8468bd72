/**
 * Analytics and reports: how the business did in a period (the invoices, booking and job card
 * services count their own figures in the database; this puts them together), and PDF reports
 * of a period kept in the document store with the parameters they were made from.
 */
import { IsolationLevel, LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError } from '../../shared/errors.js';
import type { ChangeUnit } from '../../platform/outbox/public.js';
import type { PubSub } from '../../shared/pubsub.js';
import { toLocal, type Clock } from '../../shared/time.js';
import type { BookingService } from '../booking/booking.service.js';
import { pdfFilename, type DocumentService } from '../documents/document.service.js';
import type { InvoiceService } from '../invoices/invoice.service.js';
import type { JobCardService } from '../jobcards/jobcard.service.js';
import type { JobInvoicingService } from '../job-invoicing/job-invoicing.service.js';
import type { CostRates } from '../settings/public.js';
import { AdminUser } from '../auth/admin-user.entity.js';
import { analyticsOf, labourOf, marginOf } from './analytics-figures.js';
import { labourFigures } from './labour-figures.js';
import { MarginCache } from './margin-cache.js';
import { marginFigures, type MarginFigures, type MarginSource } from './margin-figures.js';
import { JobCardMargin } from './margin.types.js';
import { resolvePeriod, type AnalyticsPeriod, type PeriodRequest } from './analytics-period.js';
import { AnalyticsReport } from './analytics-report.entity.js';
import type { Analytics } from './analytics.types.js';
import { reportFacts } from './report-facts.js';
import { reportChanges } from './report.changes.js';

const REPORT_GENERATED = 'Report generated!';
const REPORT_NOT_FOUND = 'Report not found.';
/** A report lists at most this many invoices (a yearly report of a busy workshop holds about 4,000). */
const REPORT_INVOICE_LIMIT = 5000;

export interface AnalyticsDeps {
  config: Pick<Config, 'timeZone'>;
  clock: Clock;
  changes: ChangeUnit;
  booking: BookingService;
  invoices: InvoiceService;
  jobcards: JobCardService;
  documents: DocumentService;
  jobInvoicing: Pick<JobInvoicingService, 'preview'>;
  /** The technicians' cost rates in effect. */
  costRates: () => Promise<CostRates>;
  pubsub: PubSub;
}

export interface ReportResult {
  message: string;
  report: AnalyticsReport;
}

/** A report's figures and its invoice list see one snapshot of the database. */
const SNAPSHOT = { isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true } as const;

export class AnalyticsService {
  private readonly margins: MarginCache;

  constructor(private readonly deps: AnalyticsDeps) {
    this.margins = new MarginCache(deps.pubsub, () => deps.clock.now());
  }

  /** Stops listening for the changes that drop a kept margin. */
  close(): void {
    this.margins.close();
  }

  /** The period a request asks for, relative timeframes ending today in the workshop (400 when it is not valid). */
  period(request: PeriodRequest): AnalyticsPeriod {
    const today = toLocal(this.deps.clock.now(), this.deps.config.timeZone).date;
    return resolvePeriod(request, today, this.deps.config.timeZone);
  }

  /**
   * The figures of a period: the financial and appointment analytics, quotes, labour, and the
   * charts' series. The counts run at once, each on its own pooled connection (a page's answer
   * is as slow as the slowest count, not their sum).
   */
  async analytics(em: EntityManager, request: PeriodRequest): Promise<Analytics> {
    return this.figures(em, this.period(request), 'parallel');
  }

  /** Renders a PDF report of a period, stores it with the parameters it was made from. */
  async generateReport(em: EntityManager, request: PeriodRequest): Promise<ReportResult> {
    const period = this.period(request);
    const { analytics, invoices } = await em.transactional(
      async (tx) => ({
        analytics: await this.figures(tx, period, 'in turn'),
        invoices: await this.deps.invoices.issuedIn(tx, period, REPORT_INVOICE_LIMIT),
      }),
      SNAPSHOT,
    );
    const generatedAt = this.deps.clock.now();
    const bytes = await this.deps.documents.renderReport(reportFacts({ analytics, invoices, generatedAt, timeZone: period.timeZone }));
    const report = await this.store(em, period, generatedAt, bytes);
    return { message: REPORT_GENERATED, report };
  }

  /** Every report, newest first. */
  listReports(em: EntityManager): Promise<AnalyticsReport[]> {
    return em.find(AnalyticsReport, {}, { orderBy: { generatedAt: 'desc', _id: 'desc' } });
  }

  /** The stored PDF of a report (download links). */
  async reportDocumentId(em: EntityManager, filename: string): Promise<string> {
    const report = await em.findOne(AnalyticsReport, { filename: String(filename) }, { fields: ['documentId'] });
    if (!report) throw AppError.notFound(REPORT_NOT_FOUND);
    return report.documentId;
  }

  /** Deletes a report and its PDF for good. */
  async deleteReport(em: EntityManager, filename: string): Promise<string> {
    const name = await this.deps.changes.run(em, async (tx, effects) => {
      const report = await tx.findOne(AnalyticsReport, { filename: String(filename) }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!report) throw AppError.notFound(REPORT_NOT_FOUND);
      await tx.nativeDelete(AnalyticsReport, { _id: report._id });
      await this.deps.documents.remove(tx, report.documentId);
      effects.audit({ action: 'report.deleted', entityType: 'report', entityId: report.filename, summary: `Report ${report.filename} deleted` });
      effects.changed(reportChanges.deleted, { filename: report.filename });
      return report.filename;
    });
    return `Report "${name}" deleted.`;
  }

  /**
   * A job card's margin: from its live invoice once invoiced, else from the lines its invoice would
   * take (a card with none yet: all zero), its parts at the catalogue's cost now. 404 for no such card.
   */
  async jobCardMargin(em: EntityManager, jobCardId: string): Promise<JobCardMargin> {
    const invoice = await this.deps.invoices.ofJobCard(em, String(jobCardId));
    const source: MarginSource = invoice ? { kind: 'invoice', invoiceId: invoice._id } : await this.draftOf(em, String(jobCardId));
    const figures = await this.margin(em, source);
    return Object.assign(new JobCardMargin(), { jobCardId, invoiceNumber: invoice?.invoiceNumber ?? null, ...marginOf(figures.totals) });
  }

  /** What completing the card would invoice (no lines to invoice yet: none). */
  private async draftOf(em: EntityManager, jobCardId: string): Promise<MarginSource> {
    try {
      const facts = await this.deps.jobInvoicing.preview(em, jobCardId);
      return { kind: 'draft', jobCardId, lines: facts.lines, pricesIncludeGst: facts.pricesIncludeGst, subtotalCents: facts.subtotalCents, gstCents: facts.gstCents };
    } catch (err) {
      if (err instanceof AppError && err.code === 'BAD_USER_INPUT') return { kind: 'draft', jobCardId, lines: [], pricesIncludeGst: false, subtotalCents: 0, gstCents: 0 };
      throw err;
    }
  }

  private async margin(em: EntityManager, source: MarginSource): Promise<MarginFigures> {
    return marginFigures(em, source, await this.deps.costRates(), this.deps.clock.now());
  }

  /** The five counts; 'in turn' inside a transaction (one connection), else at once. */
  private async figures(em: EntityManager, period: AnalyticsPeriod, order: 'parallel' | 'in turn'): Promise<Analytics> {
    const counts = [
      () => this.deps.invoices.figures(em, { start: period.start, end: period.end, bounds: period.buckets.map((b) => b.start) }),
      () => this.deps.booking.appointmentFigures(em, { start: period.start, end: period.end, timeZone: period.timeZone, granularity: period.granularity }),
      () => this.deps.jobcards.quoteFigures(em, period.start, period.end),
      () => labourFigures(em, { start: period.start, end: period.end, now: this.deps.clock.now() }, order),
      // The page's answer keeps a period's margin until something in it changes; a report reads its own snapshot.
      () => {
        const read = () => this.margin(em, { kind: 'period', start: period.start, end: period.end });
        return order === 'parallel' ? this.margins.get(period.start, period.end, read) : read();
      },
    ] as const;
    const [invoices, appointments, quotes, labour, margin] =
      order === 'parallel'
        ? await Promise.all([counts[0](), counts[1](), counts[2](), counts[3](), counts[4]()])
        : [await counts[0](), await counts[1](), await counts[2](), await counts[3](), await counts[4]()];
    const names = await this.names(em, [...new Set([...labour.technicians.keys(), ...margin.technicians.keys()])]);
    return analyticsOf(period, invoices, appointments, quotes, labourOf(labour, names, invoices, margin), margin);
  }

  /** The display names of staff accounts by id (those no account has are left out). */
  private async names(em: EntityManager, ids: string[]): Promise<Map<string, string>> {
    const users = ids.length ? await em.find(AdminUser, { _id: { $in: ids } }, { fields: ['name', 'username'] }) : [];
    return new Map(users.map((u) => [u._id, u.name.trim() || u.username]));
  }

  /** Stores the PDF and the report under a unique name (a second report in the same second gets "-2"). */
  private async store(em: EntityManager, period: AnalyticsPeriod, generatedAt: Date, bytes: Buffer): Promise<AnalyticsReport> {
    const local = toLocal(generatedAt, period.timeZone);
    const stamp = `${local.date.replace(/-/g, '')}-${local.time.replace(':', '')}${String(local.seconds).padStart(2, '0')}`;
    const base = pdfFilename('Analytics-Report', `${period.startDate}-to-${period.endDate}`, stamp).replace(/\.pdf$/, '');
    for (let attempt = 1; attempt <= 20; attempt++) {
      const filename = `${base}${attempt === 1 ? '' : `-${attempt}`}.pdf`;
      if (await em.count(AnalyticsReport, { filename })) continue;
      try {
        return await this.deps.changes.run(em, async (tx, effects) => {
          const doc = await this.deps.documents.store(tx, { kind: 'report', filename, bytes });
          const report = Object.assign(new AnalyticsReport(), {
            filename,
            generatedAt,
            timeframe: period.timeframe,
            startDate: period.startDate,
            endDate: period.endDate,
            documentId: doc._id,
            sha256: doc.sha256,
            size: doc.size,
          });
          await tx.persist(report).flush();
          effects.audit({
            action: 'report.generated',
            entityType: 'report',
            entityId: filename,
            summary: `Report ${filename} generated (${period.timeframe}, ${period.startDate} to ${period.endDate})`,
          });
          effects.changed(reportChanges.generated, { filename });
          return report;
        });
      } catch (err) {
        // Another report took the name meanwhile: try the next one.
        if (!isUniqueViolation(err)) throw err;
      }
    }
    throw new Error(`no free report filename for ${base}`);
  }
}
