/** Stored documents (PDFs) and their one-document links. */
import type { EntityManager } from '@mikro-orm/postgresql';
import { defineFeature } from '../../feature.js';
import { Document } from './document.entity.js';
import { DocumentService } from './document.service.js';
import { DocumentIssuer } from './document-issuer.service.js';
import { documentOperations } from './documents.operations.js';

declare module '../../services.js' {
  interface Services {
    documents: DocumentService;
    /** Render, store, mail: the one way a document is issued. */
    documentIssuer: DocumentIssuer;
  }
}

export const documentsFeature = defineFeature({
  name: 'documents',
  entities: [Document],
  tables: ['document'],
  // A backup's manifest reads every stored document's SHA-256 in the dump's snapshot (db/backup-manifest.ts).
  readModels: ['document'],
  services({ config, clock, jwtSecret, mail, em, db, changes, services }) {
    const documents = new DocumentService({
      config,
      clock,
      jwtSecret,
      bound: !db.embedded,
      // The PayID is printed while invoices cannot be paid online (Stripe not connected).
      profile: async () => {
        const profile = await services.settings.profile();
        return profile.payId && services.stripeSettings.connected() ? { ...profile, payId: '' } : profile;
      },
      labourRates: () => services.settings.labourRates(),
      partsForLines: (em, ids) => services.parts.forLines(em, ids),
    });
    // A mail attaching a stored document loads its bytes when the worker sends it.
    mail.resolveDocumentsWith(async (documentId) => {
      const doc = await documents.get(em() as EntityManager, documentId);
      return { filename: doc.filename, contentType: doc.contentType, content: doc.bytes };
    });
    return { documents, documentIssuer: new DocumentIssuer({ documents, changes }) };
  },
  operations: documentOperations,
});
