/** Analytics and reports (admin): the figures of a period, the report PDFs and their history; each operation's GraphQL field and REST route. */
import { json, messageSchema } from '../../shared/json-schema.js';
import { Field, ObjectType } from 'type-graphql';
import { arg, defineOperation, type Http } from '../../edge/operation.js';
import { defineMessageOperation } from '../../edge/message-operation.js';
import { validateBody } from '../../edge/validate.js';
import { sendDocument } from '../documents/public.js';
import { AnalyticsReport } from './analytics-report.entity.js';
import { analyticsJson, analyticsSchema, jobCardMarginJson, jobCardMarginSchema, reportJson, reportSchema } from './analytics.json.js';
import { AnalyticsPeriodArgs, PERIOD_FIELDS } from './analytics.inputs.js';
import { Analytics } from './analytics.types.js';
import { JobCardMargin } from './margin.types.js';

@ObjectType({ description: 'The answer of generating a report: "Report generated!" and the report.' })
class AnalyticsReportResult {
  @Field(() => String)
  message!: string;

  @Field(() => AnalyticsReport)
  report!: AnalyticsReport;
}

/** REST reads the period from the query string, POST included. */
const periodAsked = async ({ request }: Http) => ({ period: await validateBody(AnalyticsPeriodArgs, request.query ?? {}, PERIOD_FIELDS) });

export const analyticsOperations = [
  defineOperation({
    name: 'analytics',
    kind: 'query',
    access: 'staff',
    description:
      'How the business did in a period (admin): invoices by issue date, bookings when made (not cancelled since) and cancellations when cancelled (as the dashboard counts them), calendar days in the workshop’s zone. 400 (BAD_USER_INPUT) for a custom range without both dates, an end before the start or over 10 years.',
    args: { period: arg.flat(AnalyticsPeriodArgs) },
    result: () => Analytics,
    run: ({ em, services }, { period }) => services.analytics.analytics(em, period),
    rest: { method: 'GET', path: '/api/admin/analytics', args: periodAsked, present: analyticsJson, answer: analyticsSchema },
  }),
  defineOperation({
    name: 'jobCardMargin',
    kind: 'query',
    access: 'staff',
    description:
      'A job card’s margin: parts and labour sales excluding GST and what they cost (parts fitted at their cost then, technicians’ time at their cost rates), gross profit and margin; from its live invoice once invoiced, else from what its invoice would take (owners and service advisers; a technician is refused). 404 for no such job card.',
    args: { jobCardId: arg.id() },
    result: () => JobCardMargin,
    run: ({ em, services }, { jobCardId }) => services.analytics.jobCardMargin(em, jobCardId),
    rest: {
      method: 'GET',
      path: '/api/admin/jobcards/:id/margin',
      args: ({ request }) => ({ jobCardId: (request.params as { id: string }).id }),
      present: jobCardMarginJson,
      answer: jobCardMarginSchema,
    },
  }),
  defineOperation({
    name: 'analyticsReports',
    kind: 'query',
    access: 'staff',
    description: 'Generated reports, newest first (admin).',
    args: {},
    result: () => [AnalyticsReport],
    run: ({ em, services }) => services.analytics.listReports(em),
    rest: { method: 'GET', path: '/api/admin/analytics/reports', present: (reports) => reports.map(reportJson), answer: json.array(reportSchema) },
  }),
  defineOperation({
    name: 'generateAnalyticsReport',
    kind: 'mutation',
    access: 'staff',
    description: 'Renders a PDF report of a period and stores it (admin).',
    args: { period: arg.flat(AnalyticsPeriodArgs) },
    result: () => AnalyticsReportResult,
    run: ({ em, services }, { period }) => services.analytics.generateReport(em, period),
    rest: {
      method: 'POST',
      path: '/api/admin/analytics/generate-report',
      status: 201,
      args: periodAsked,
      present: ({ message, report }) => ({ message, report: reportJson(report) }),
      answer: json.extend(messageSchema, { report: reportSchema }),
    },
  }),
  defineMessageOperation({
    name: 'deleteAnalyticsReport',
    kind: 'mutation',
    access: 'staff',
    description: 'Deletes a report and its PDF for good (admin).',
    args: { filename: arg.string() },
    run: ({ em, services }, { filename }) => services.analytics.deleteReport(em, filename),
    rest: { method: 'DELETE', path: '/api/admin/analytics/reports/:filename' },
  }),
  defineOperation({
    // Opened in a new tab with ?token= (the session's, or a one-document token for this report's PDF).
    name: 'analyticsReportDownload',
    kind: 'query',
    only: 'rest',
    access: 'staff',
    description: 'Downloads a report’s PDF (admin, ?token=).',
    args: { filename: arg.string() },
    result: () => Boolean,
    run: async ({ em, services }, { filename }) => services.documents.get(em, await services.analytics.reportDocumentId(em, filename)),
    rest: {
      method: 'GET',
      path: '/api/admin/analytics/reports/download/:filename',
      config: { admin: 'query-token' },
      document: (request, services) => services.analytics.reportDocumentId(request.em, (request.params as { filename: string }).filename),
      present: (doc, http) => sendDocument(http.reply, doc, 'attachment'),
      produces: 'application/pdf',
    },
  }),
];
