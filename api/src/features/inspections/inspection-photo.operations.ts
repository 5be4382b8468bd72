/**
 * The inspection's photos, REST only: staff upload (multipart), read and delete a card's photos;
 * the customer sees the photos of their own quote's card only, through the quote's unguessable id.
 */
import { json } from '../../shared/json-schema.js';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { arg, defineOperation, type ArgSpec, type Http } from '../../edge/operation.js';
import { defineMessageOperation } from '../../edge/message-operation.js';
import { AppError } from '../../shared/errors.js';
import { sendPhoto } from './inspection.json.js';
import { PHOTO_MAX_BYTES, PHOTO_TOO_LARGE } from './photo-limits.js';
import { quoteOfCard, quotedPhoto } from './quoted-inspection.js';

type Upload = { item: string; bytes: Buffer; contentType: string | null };

/** The upload's one file and its `item` field, in any order; the file read whole, at most 15 MB. */
async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the photo as multipart/form-data with the fields photo and item.');
  let item = '';
  let file: { bytes: Buffer; contentType: string | null } | null = null;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'photo' || file) {
        await part.toBuffer().catch(() => undefined);
        throw AppError.badInput('Send one photo, in the field named photo.');
      }
      const bytes = await part.toBuffer().catch((err: { code?: string }) => {
        if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', PHOTO_TOO_LARGE);
        throw err;
      });
      file = { bytes, contentType: part.mimetype || null };
    } else if (part.fieldname === 'item' && typeof part.value === 'string') item = part.value;
  }
  if (!file) throw AppError.badInput('Please choose a photo.');
  if (!item) throw AppError.badInput('Say which check the photo is for (the field item).');
  return { item, ...file };
}

type PhotoParams = { id: string; photoId: string };

/** A photo's route: the card's (or quote's) id, the photo's, and `?size=thumb` for the thumbnail. */
function photoAsked({ request }: Http) {
  const { id, photoId } = request.params as PhotoParams;
  return { id, photoId, size: ((request.query as { size?: unknown }).size === 'thumb' ? 'thumb' : 'full') as 'thumb' | 'full' };
}

const photoArgs = { id: arg.id(), photoId: arg.id(), size: arg.string() as ArgSpec<'thumb' | 'full'> };

export const inspectionPhotoOperations = [
  defineOperation({
    name: 'uploadInspectionPhoto',
    kind: 'mutation',
    only: 'rest',
    access: 'floor',
    description: 'Adds a photo to a check of a job card’s inspection: multipart/form-data with the fields photo (one file, at most 15 MB) and item (the check’s key) (admin).',
    args: { jobCardId: arg.id(), upload: { type: () => Object } as ArgSpec<Upload> },
    result: () => Boolean,
    run: ({ em, services }, { jobCardId, upload }) => services.inspections.addPhoto(em, jobCardId, upload.item, upload),
    rest: {
      method: 'POST',
      path: '/api/admin/jobcards/:id/inspection/photos',
      status: 201,
      // Multipart only here, with its own limits: one file of at most 15 MB, a few small fields.
      scope: (scope) => void scope.register(multipart, { limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 4, fieldSize: 200, parts: 6 } }),
      bodyLimit: PHOTO_MAX_BYTES + 64 * 1024,
      args: async ({ request }) => ({ jobCardId: (request.params as { id: string }).id, upload: await readUpload(request) }),
      present: (photo) => ({ id: photo.id, width: photo.width, height: photo.height, bytes: photo.bytes }),
      answer: json.object({ id: json.string(), width: json.integer(), height: json.integer(), bytes: json.integer() }),
      consumes: { 'multipart/form-data': json.object({ photo: json.string({ format: 'binary', description: 'The photo (JPEG, PNG, WebP or HEIC), at most 15 MB.' }), item: json.string({ description: 'The check’s key.' }) }) },
    },
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
      args: ({ request }) => ({ jobCardId: (request.params as PhotoParams).id, photoId: (request.params as PhotoParams).photoId }),
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
