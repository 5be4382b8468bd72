/** The documented REST paths of analytics and reports (admin). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validateBody } from '../../edge/validate.js';
import { sendDocument } from '../documents/public.js';
import type { DocumentService } from '../documents/document.service.js';
import { analyticsJson, reportJson } from './analytics.json.js';
import { AnalyticsPeriodArgs, PERIOD_FIELDS } from './analytics.inputs.js';
import type { AnalyticsService } from './analytics.service.js';

const admin = { config: { admin: true as const } };
type File = { Params: { filename: string } };

const periodOf = (request: FastifyRequest) => validateBody(AnalyticsPeriodArgs, request.query ?? {}, PERIOD_FIELDS);

export function analyticsRoutes(app: FastifyInstance, analytics: AnalyticsService, documents: DocumentService): void {
  app.get('/api/admin/analytics', admin, async (request) => analyticsJson(await analytics.analytics(request.em, await periodOf(request))));

  app.post('/api/admin/analytics/generate-report', admin, async (request, reply) => {
    const { message, report } = await analytics.generateReport(request.em, await periodOf(request));
    return reply.code(201).send({ message, report: reportJson(report) });
  });

  app.get('/api/admin/analytics/reports', admin, async (request) => (await analytics.listReports(request.em)).map(reportJson));

  app.delete<File>('/api/admin/analytics/reports/:filename', admin, async (request) => ({
    message: await analytics.deleteReport(request.em, request.params.filename),
  }));

  // Opened in a new tab with ?token= (the session's, or a one-document token for this report's PDF).
  app.get<File>(
    '/api/admin/analytics/reports/download/:filename',
    { config: { admin: 'query-token', document: (request) => analytics.reportDocumentId(request.em, (request.params as File['Params']).filename) } },
    async (request, reply) => {
      const documentId = await analytics.reportDocumentId(request.em, request.params.filename);
      return sendDocument(reply, await documents.get(request.em, documentId), 'attachment');
    },
  );
}
