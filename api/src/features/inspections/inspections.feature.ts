/** Digital vehicle inspection: a job card's checklist with ratings, readings and photos, shown to the customer with the quote. */
import { defineFeature } from '../../feature.js';
import { InspectionCheck, InspectionItem, InspectionPhoto } from './inspection.entity.js';
import { InspectionResolver, QuoteInspectionResolver } from './inspection.resolver.js';
import { inspectionRoutes } from './inspection.routes.js';
import { InspectionChecklistService } from './inspection-checklist.service.js';
import { InspectionService } from './inspection.service.js';
import { quoteInspection } from './inspection.types.js';

declare module '../../feature.js' {
  interface Services {
    inspections: InspectionService;
    inspectionChecklist: InspectionChecklistService;
  }
}

export const inspectionsFeature = defineFeature({
  name: 'inspections',
  entities: [InspectionCheck, InspectionItem, InspectionPhoto],
  services: ({ changes, clock, services }) => ({
    inspections: new InspectionService({ changes, clock, documents: services.documents, jobcards: services.jobcards }),
    inspectionChecklist: new InspectionChecklistService(changes),
  }),
  resolvers: [
    { type: InspectionResolver, create: ({ services }) => new InspectionResolver(services.inspections, services.inspectionChecklist) },
    { type: QuoteInspectionResolver, create: ({ services }) => new QuoteInspectionResolver(services.inspections) },
  ],
  routes: (app, { services }) => inspectionRoutes(app, services.inspections, services.inspectionChecklist, services.jobcardCustomer),
  ready: ({ services }) => {
    // The customer's quote page (REST) shows the rated checks with their photos.
    services.jobcardCustomer.addQuoteSection(async (em, quote) => ({ inspection: quoteInspection(await services.inspections.inspection(em, quote.jobCard._id), quote._id) }));
    // The quote's PDF prints them with thumbnails, and its email lists what needs attention.
    services.jobcards.useQuoteInspection((tx, jobCardId) => services.inspections.quoteFacts(tx, jobCardId));
  },
});
