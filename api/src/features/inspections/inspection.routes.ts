/**
 * The inspection's REST paths: staff read it, save a check, add and delete photos (admin); the
 * customer sees the photos of their own quote's card only, through the quote's unguessable id.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../shared/errors.js';
import type { Document } from '../documents/document.entity.js';
import type { JobCardCustomerService } from '../jobcards/jobcard-customer.service.js';
import { jsonBody } from '../../edge/validate.js';
import type { InspectionChecklistService } from './inspection-checklist.service.js';
import type { InspectionCheck } from './inspection.entity.js';
import type { InspectionService, InspectionView } from './inspection.service.js';
import { PHOTO_MAX_BYTES, PHOTO_TOO_LARGE } from './photo-limits.js';
import { quoteOfCard, quotedPhoto } from './quoted-inspection.js';

const admin = { config: { admin: true as const } };

type Card = { Params: { id: string } };
type Photo = { Params: { id: string; photoId: string }; Querystring: { size?: string } };

/** Staff's view: each photo with its image and thumbnail paths (opened with the admin token). */
export function inspectionJson(view: InspectionView) {
  const base = `/api/admin/jobcards/${view.jobCardId}/inspection/photos`;
  return {
    started: view.started,
    readOnly: view.readOnly,
    items: view.items.map((item) => ({
      ...item,
      photos: item.photos.map((p) => ({ ...p, url: `${base}/${p.id}`, thumbnailUrl: `${base}/${p.id}?size=thumb` })),
    })),
  };
}

function sendPhoto(reply: FastifyReply, doc: Document): FastifyReply {
  return reply
    .header('content-type', doc.contentType)
    .header('content-length', String(doc.bytes.length))
    .header('cache-control', 'private, max-age=3600')
    .header('x-content-type-options', 'nosniff')
    .send(doc.bytes);
}

const sizeOf = (request: FastifyRequest<Photo>) => (request.query.size === 'thumb' ? 'thumb' : 'full');

/** The upload's one file and its `item` field, in any order; the file read whole, at most 15 MB. */
async function readUpload(request: FastifyRequest): Promise<{ item: string; bytes: Buffer; contentType: string | null }> {
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

export function inspectionRoutes(app: FastifyInstance, inspections: InspectionService, checklist: InspectionChecklistService, customer: JobCardCustomerService): void {
  const checksJson = (checks: InspectionCheck[]) => ({ checks: checks.map(({ key, area, label, hidden, measurements }) => ({ key, area, label, hidden, measurements })) });
  app.get('/api/admin/inspection-checks', admin, async (request) => checksJson(await checklist.checks(request.em)));
  app.put('/api/admin/inspection-checks', admin, async (request) => checksJson(await checklist.save(request.em, jsonBody(request).checks)));

  app.get<Card>('/api/admin/jobcards/:id/inspection', admin, async (request) => inspectionJson(await inspections.inspection(request.em, request.params.id)));

  app.put<{ Params: { id: string; key: string } }>('/api/admin/jobcards/:id/inspection/items/:key', admin, async (request) =>
    inspections.saveItem(request.em, request.params.id, request.params.key, request.body),
  );

  // Multipart only here, with its own limits: one file of at most 15 MB, a few small fields.
  void app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 4, fieldSize: 200, parts: 6 } });
    scope.post<Card>('/api/admin/jobcards/:id/inspection/photos', { ...admin, bodyLimit: PHOTO_MAX_BYTES + 64 * 1024 }, async (request, reply) => {
      const upload = await readUpload(request);
      const photo = await inspections.addPhoto(request.em, request.params.id, upload.item, upload);
      return reply.code(201).send({ id: photo.id, width: photo.width, height: photo.height, bytes: photo.bytes });
    });
  });

  app.delete<Photo>('/api/admin/jobcards/:id/inspection/photos/:photoId', admin, async (request) => {
    await inspections.deletePhoto(request.em, request.params.id, request.params.photoId);
    return { message: 'Photo deleted.' };
  });

  app.get<Photo>('/api/admin/jobcards/:id/inspection/photos/:photoId', admin, async (request, reply) =>
    sendPhoto(reply, await inspections.photo(request.em, request.params.id, request.params.photoId, sizeOf(request))),
  );

  // The customer's: only the photos their quote was sent with, by the quote's unguessable id.
  app.get<Photo>('/api/quotes/:id/photos/:photoId', async (request, reply) => {
    const quote = await customer.quote(request.em, request.params.id);
    return sendPhoto(reply, await quotedPhoto(request.em, inspections, quoteOfCard(quote), request.params.photoId, sizeOf(request)));
  });
}
