/** Stored documents (admin): a document's metadata, a one-document link to it, and any stored PDF's View and Download. */
import { sessionOf } from '../../edge/admin.js';
import { arg, defineOperation } from '../../edge/operation.js';
import { Document } from './document.entity.js';
import { pdfOperations } from './document-send.js';
import { DocumentDisposition, DocumentLinkResult } from './document.types.js';

export const documentOperations = [
  defineOperation({
    name: 'document',
    kind: 'query',
    access: 'staff',
    description: 'A stored document: filename, kind, size and SHA-256, without its bytes (admin).',
    args: { id: arg.id() },
    result: () => Document,
    run: ({ em, services }, { id }) => services.documents.metadata(em, id),
  }),
  defineOperation({
    name: 'documentLink',
    kind: 'mutation',
    access: 'staff',
    description: 'A View or Download link to a stored document, valid for 5 minutes and for that document only (admin).',
    args: { documentId: arg.id(), disposition: { ...arg.enumOf<DocumentDisposition>(DocumentDisposition), defaultValue: DocumentDisposition.inline } },
    result: () => DocumentLinkResult,
    run: ({ em, services, caller }, { documentId, disposition }) => services.documents.link(em, documentId, disposition, sessionOf({ admin: caller })),
  }),
  ...pdfOperations('document', 'a stored document’s', { view: '/api/admin/documents/:id/view', download: '/api/admin/documents/:id/download', param: 'id', find: (_em, id) => id }),
];
