/**
 * A checklist photo from upload to storage, for every checklist that takes photos (the digital
 * inspection's checks, the roadworthy inspection's items): processed first, outside any
 * transaction (it is the slow part, and a refused upload must change nothing), then the image and
 * its thumbnail stored as documents in the caller's transaction.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../shared/errors.js';
import type { DocumentService } from '../documents/document.service.js';
import type { ProcessedPhoto } from './photo-pipeline.js';

/** What a photo that is gone (or another card's) answers. */
export const PHOTO_GONE = 'This photo no longer exists.';

/** The most photos one check (or item) keeps. */
export const MAX_PHOTOS_PER_CHECK = 12;

/** The refusal of a photo over the limit; `noun` is what the person calls the check ('check', 'item'). */
export const tooManyPhotos = (noun: string) => `This ${noun} has ${MAX_PHOTOS_PER_CHECK} photos already. Delete one to add another.`;

/** The stored photo's documents and size, as a photo row keeps them. */
export interface StoredPhotoDocuments {
  imageDocumentId: string;
  thumbnailDocumentId: string;
  width: number;
  height: number;
  bytes: number;
}

/** The upload as a JPEG and its thumbnail, or the refusal the person reads (413, 415 or 400). */
export async function processUpload(upload: { bytes: Buffer; contentType?: string | null }): Promise<ProcessedPhoto> {
  // sharp (libvips) loads on the first photo, not at boot.
  const pipeline = await import('./photo-pipeline.js');
  try {
    return await pipeline.processPhoto(upload.bytes, upload.contentType);
  } catch (err) {
    if (err instanceof pipeline.PhotoRejected) throw photoError(err);
    throw err;
  }
}

/** Stores the processed image and its thumbnail (named `<stamp>.jpg`, `<stamp>-thumb.jpg`) as documents. */
export async function storePhoto(tx: EntityManager, documents: DocumentService, processed: ProcessedPhoto, stamp: string): Promise<StoredPhotoDocuments> {
  const image = await documents.store(tx, { kind: 'inspection-photo', filename: `${stamp}.jpg`, contentType: processed.image.contentType, bytes: processed.image.bytes });
  const thumb = await documents.store(tx, { kind: 'inspection-photo', filename: `${stamp}-thumb.jpg`, contentType: processed.thumbnail.contentType, bytes: processed.thumbnail.bytes });
  return { imageDocumentId: image._id, thumbnailDocumentId: thumb._id, width: processed.image.width, height: processed.image.height, bytes: processed.image.bytes.length };
}

/** A stored photo's image, or its thumbnail, with its bytes; 404 when there is no such photo. */
export function photoDocument(em: EntityManager, documents: DocumentService, photo: Pick<StoredPhotoDocuments, 'imageDocumentId' | 'thumbnailDocumentId'> | null, size: 'full' | 'thumb') {
  if (!photo) throw AppError.notFound(PHOTO_GONE);
  return documents.get(em, size === 'thumb' ? photo.thumbnailDocumentId : photo.imageDocumentId);
}

function photoError(err: { status: number; message: string }): AppError {
  if (err.status === 413) return new AppError('PAYLOAD_TOO_LARGE', err.message);
  if (err.status === 415) return new AppError('UNSUPPORTED_MEDIA_TYPE', err.message);
  return AppError.badInput(err.message);
}
