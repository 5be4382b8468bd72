/** Digital vehicle inspection: a job card's checklist with ratings, readings and photos, shown to the customer with the quote. */
import { defineFeature } from '../../feature.js';
import { INSPECTION_AUDIT_ACTIONS } from './inspection.audit.js';
import { InspectionCheck, InspectionItem, InspectionPhoto } from './inspection.entity.js';
import { QuoteInspectionResolver } from './inspection.resolver.js';
import { inspectionOperations } from './inspection.operations.js';
import { inspectionPhotoOperations } from './inspection-photo.operations.js';
import { InspectionChecklistService } from './inspection-checklist.service.js';
import { InspectionService } from './inspection.service.js';
import { checksToRecord, quoteOfCard, quotedChecks } from './quoted-inspection.js';

declare module '../../services.js' {
  interface Services {
    inspections: InspectionService;
    inspectionChecklist: InspectionChecklistService;
  }
}

export const inspectionsFeature = defineFeature({
  name: 'inspections',
  apiArea: 'jobcards',
  auditActions: INSPECTION_AUDIT_ACTIONS,
  entities: [InspectionCheck, InspectionItem, InspectionPhoto],
  tables: ['inspection_check', 'inspection_item', 'inspection_photo'],
  services: ({ changes, clock, services }) => ({
    inspections: new InspectionService({ changes, clock, documents: services.documents, jobcards: services.jobcards }),
    inspectionChecklist: new InspectionChecklistService(changes),
  }),
  operations: [...inspectionOperations, ...inspectionPhotoOperations],
  resolvers: [{ type: QuoteInspectionResolver, create: ({ services }) => new QuoteInspectionResolver(services.inspections) }],
  ready: ({ services }) => {
    // The customer's quote page (REST) shows the rated checks with the photos it was sent with.
    services.jobcardCustomer.addQuoteSection(async (em, quote) => ({ inspection: await quotedChecks(em, services.inspections, quoteOfCard(quote)) }));
    // The quote's PDF prints them with thumbnails, its email lists what needs attention, and it records what its page shows.
    services.jobcards.useQuoteInspection(
      (tx, jobCardId) => services.inspections.quoteFacts(tx, jobCardId),
      async (tx, jobCardId) => checksToRecord(await services.inspections.inspection(tx, jobCardId)),
    );
  },
});
