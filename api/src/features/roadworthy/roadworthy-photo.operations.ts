/** The roadworthy inspection's photos, REST only: staff upload (multipart), open and delete the photos of a card's items. */
import { arg, defineOperation } from '../../edge/operation.js';
import { defineMessageOperation } from '../../edge/message-operation.js';
import { photoArgs, photoAsked, photoParams, photoUploadArg, photoUploadRoute, sendPhoto } from '../../edge/photo-upload.js';

export const roadworthyPhotoOperations = [
  defineOperation({
    name: 'uploadRoadworthyPhoto',
    kind: 'mutation',
    only: 'rest',
    access: 'floor',
    description:
      'Adds a photo to an item of a job card’s roadworthy inspection: multipart/form-data with the fields photo (one file, at most 15 MB) and item (the item’s key); at most 12 an item (admin).',
    args: { jobCardId: arg.id(), upload: photoUploadArg },
    result: () => Boolean,
    run: ({ em, services }, { jobCardId, upload }) => services.roadworthyPhotos.add(em, jobCardId, upload.item, upload),
    rest: { method: 'POST', path: '/api/admin/jobcards/:id/roadworthy/photos', ...photoUploadRoute('item') },
  }),
  defineMessageOperation({
    name: 'deleteRoadworthyPhoto',
    kind: 'mutation',
    access: 'floor',
    description: 'Deletes a roadworthy inspection photo for good (admin).',
    args: { jobCardId: arg.id(), photoId: arg.id() },
    run: async ({ em, services }, { jobCardId, photoId }) => {
      await services.roadworthyPhotos.delete(em, jobCardId, photoId);
      return 'Photo deleted.';
    },
    rest: { method: 'DELETE', path: '/api/admin/jobcards/:id/roadworthy/photos/:photoId', args: photoParams },
  }),
  defineOperation({
    name: 'roadworthyPhoto',
    kind: 'query',
    only: 'rest',
    access: 'floor',
    description: 'A photo of a job card’s roadworthy inspection, or its thumbnail with ?size=thumb (admin).',
    args: photoArgs,
    result: () => Boolean,
    run: ({ em, services }, { id, photoId, size }) => services.roadworthyPhotos.photo(em, id, photoId, size),
    rest: { method: 'GET', path: '/api/admin/jobcards/:id/roadworthy/photos/:photoId', args: photoAsked, present: (doc, http) => sendPhoto(http.reply, doc), produces: 'image/jpeg' },
  }),
];
