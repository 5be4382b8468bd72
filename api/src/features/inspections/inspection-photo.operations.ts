/**
 * The inspection's photos, REST only: staff upload (multipart), read and delete a card's photos;
 * the customer sees the photos of their own quote's card only, through the quote's unguessable id.
 */
import { arg, defineOperation } from '../../edge/operation.js';
import { defineMessageOperation } from '../../edge/message-operation.js';
import { photoArgs, photoAsked, photoParams, photoUploadArg, photoUploadRoute, sendPhoto } from '../../edge/photo-upload.js';
import { quoteOfCard, quotedPhoto } from './quoted-inspection.js';

export const inspectionPhotoOperations = [
  defineOperation({
    name: 'uploadInspectionPhoto',
    kind: 'mutation',
    only: 'rest',
    access: 'floor',
    description: 'Adds a photo to a check of a job card’s inspection: multipart/form-data with the fields photo (one file, at most 15 MB) and item (the check’s key) (admin).',
    args: { jobCardId: arg.id(), upload: photoUploadArg },
    result: () => Boolean,
    run: ({ em, services }, { jobCardId, upload }) => services.inspections.addPhoto(em, jobCardId, upload.item, upload),
    rest: { method: 'POST', path: '/api/admin/jobcards/:id/inspection/photos', ...photoUploadRoute('check') },
  }),
  defineMessageOperation({
    name: 'deleteInspectionPhoto',
    kind: 'mutation',
    access: 'floor',
    description: 'Deletes an inspection photo for good, for staff and the customer alike (admin).',
    args: { jobCardId: arg.id(), photoId: arg.id() },
    run: async ({ em, services }, { jobCardId, photoId }) => {
      await services.inspections.deletePhoto(em, jobCardId, photoId);
      return 'Photo deleted.';
    },
    rest: {
      method: 'DELETE',
      path: '/api/admin/jobcards/:id/inspection/photos/:photoId',
      args: photoParams,
    },
  }),
  defineOperation({
    name: 'inspectionPhoto',
    kind: 'query',
    only: 'rest',
    access: 'floor',
    description: 'A photo of a job card’s inspection, or its thumbnail with ?size=thumb (admin).',
    args: photoArgs,
    result: () => Boolean,
    run: ({ em, services }, { id, photoId, size }) => services.inspections.photo(em, id, photoId, size),
    rest: { method: 'GET', path: '/api/admin/jobcards/:id/inspection/photos/:photoId', args: photoAsked, present: (doc, http) => sendPhoto(http.reply, doc), produces: 'image/jpeg' },
  }),
  defineOperation({
    name: 'quotePhoto',
    kind: 'query',
    only: 'rest',
    access: 'public',
    description: 'A photo the quote was sent with, or its thumbnail with ?size=thumb (public, by the quote’s unguessable id).',
    args: photoArgs,
    result: () => Boolean,
    run: async ({ em, services }, { id, photoId, size }) => {
      const quote = await services.jobcardCustomer.quote(em, id);
      return quotedPhoto(em, services.inspections, quoteOfCard(quote), photoId, size);
    },
    rest: { method: 'GET', path: '/api/quotes/:id/photos/:photoId', args: photoAsked, present: (doc, http) => sendPhoto(http.reply, doc), produces: 'image/jpeg' },
  }),
];
