/** Digital vehicle inspection: a job card's checklist with ratings, readings and photos, shown to the customer with the quote. */
import { defineFeature } from '../../feature.js';
import { InspectionCheck, InspectionItem, InspectionPhoto } from './inspection.entity.js';
import { inspectionRoutes } from './inspection.routes.js';
import { InspectionService } from './inspection.service.js';

declare module '../../feature.js' {
  interface Services {
    inspections: InspectionService;
  }
}

export const inspectionsFeature = defineFeature({
  name: 'inspections',
  entities: [InspectionCheck, InspectionItem, InspectionPhoto],
  services: ({ changes, clock, services }) => ({ inspections: new InspectionService({ changes, clock, documents: services.documents, jobcards: services.jobcards }) }),
  routes: (app, { services }) => inspectionRoutes(app, services.inspections, services.jobcardCustomer),
});
