/**
 * A photo's routes, shared by every checklist that takes photos (the digital inspection's checks,
 * the roadworthy inspection's items): the multipart upload (one file, at most 15 MB, and the field
 * `item`), the photo's path parameters with `?size=thumb`, and the JPEG answered.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Document } from '../features/documents/document.entity.js';
import { AppError } from '../shared/errors.js';
import { json } from '../shared/json-schema.js';
import { PHOTO_MAX_BYTES, PHOTO_TOO_LARGE } from '../shared/photo-limits.js';
import { arg, type ArgSpec, type Http } from './operation.js';

export type PhotoUpload = { item: string; bytes: Buffer; contentType: string | null };

/**
 * The upload's one file and its `item` field, in any order; the file read whole, at most 15 MB.
 * `noun` names what the item is to the person ('check', 'item').
 */
async function readPhotoUpload(request: FastifyRequest, noun: string): Promise<PhotoUpload> {
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
  if (!item) throw AppError.badInput(`Say which ${noun} the photo is for (the field item).`);
  return { item, ...file };
}

/** An upload route's own parts: multipart only there, with its limits, and the answer of a stored photo. */
export function photoUploadRoute(noun: string) {
  return {
    status: 201,
    // Multipart only here, with its own limits: one file of at most 15 MB, a few small fields.
    scope: (scope: FastifyInstance) => void scope.register(multipart, { limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 4, fieldSize: 200, parts: 6 } }),
    bodyLimit: PHOTO_MAX_BYTES + 64 * 1024,
    args: async ({ request }: Http) => ({ jobCardId: (request.params as { id: string }).id, upload: await readPhotoUpload(request, noun) }),
    present: (photo: { id: string; width: number; height: number; bytes: number }) => ({ id: photo.id, width: photo.width, height: photo.height, bytes: photo.bytes }),
    answer: json.object({ id: json.string(), width: json.integer(), height: json.integer(), bytes: json.integer() }),
    consumes: {
      'multipart/form-data': json.object({
        photo: json.string({ format: 'binary', description: 'The photo (JPEG, PNG, WebP or HEIC), at most 15 MB.' }),
        item: json.string({ description: `The ${noun}’s key.` }),
      }),
    },
  };
}

/** The upload argument as an operation declares it (REST reads it from the multipart body). */
export const photoUploadArg = { type: () => Object } as ArgSpec<PhotoUpload>;

type PhotoParams = { id: string; photoId: string };

/** A photo's route: the card's (or quote's) id, the photo's, and `?size=thumb` for the thumbnail. */
export function photoAsked({ request }: Http) {
  const { id, photoId } = request.params as PhotoParams;
  return { id, photoId, size: ((request.query as { size?: unknown }).size === 'thumb' ? 'thumb' : 'full') as 'thumb' | 'full' };
}

/** The card's (or quote's) id and the photo's of a delete. */
export const photoParams = ({ request }: Http) => ({ jobCardId: (request.params as PhotoParams).id, photoId: (request.params as PhotoParams).photoId });

export const photoArgs = { id: arg.id(), photoId: arg.id(), size: arg.string() as ArgSpec<'thumb' | 'full'> };

/** A photo's bytes, kept privately by the browser for an hour. */
export function sendPhoto(reply: FastifyReply, doc: Document): FastifyReply {
  return reply
    .header('content-type', doc.contentType)
    .header('content-length', String(doc.bytes.length))
    .header('cache-control', 'private, max-age=3600')
    .header('x-content-type-options', 'nosniff')
    .send(doc.bytes);
}
