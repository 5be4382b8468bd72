/**
 * Sending a checklist photo (an inspection check's, a roadworthy item's) from a phone: a large picture is scaled down in the browser first
 * (at most 2000 px on its long edge, JPEG 0.85, turned upright by its EXIF orientation), so a
 * 12 MB camera file goes over the workshop's Wi-Fi as about 1 MB; then it is posted as multipart
 * with XMLHttpRequest, which (unlike fetch) reports the upload's progress.
 */
import { adminHeaders, endSession, signedIn } from '../session/admin-session';

/** Files up to this size go as they are (the server scales every photo to 1600 px anyway). */
const DOWNSCALE_ABOVE_BYTES = 2 * 1024 * 1024;
const MAX_EDGE_PX = 2000;
const JPEG_QUALITY = 0.85;

/** What the server answers a stored photo. */
export interface UploadedPhoto {
  id: string;
  width: number;
  height: number;
  bytes: number;
}

/** A refused or failed upload, with the sentence to show (the server's own when it gave one). */
export class UploadFailure extends Error {
  constructor(
    message: string,
    /** The answer's status; null when none came back. */
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'UploadFailure';
  }
}

function canvasBlob(canvas: HTMLCanvasElement | OffscreenCanvas): Promise<Blob | null> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY }).catch(() => null);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
}

/**
 * The photo to send: the file itself when it is small (or when this browser cannot decode it, e.g.
 * HEIC on a desktop: the server then says what it accepts), else a scaled-down JPEG copy.
 */
export async function preparePhoto(file: File): Promise<Blob> {
  if (file.size <= DOWNSCALE_ABOVE_BYTES || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const scale = Math.min(1, MAX_EDGE_PX / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas: HTMLCanvasElement | OffscreenCanvas =
      typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(width, height) : Object.assign(document.createElement('canvas'), { width, height });
    const context = canvas.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
    if (!context) return file;
    context.drawImage(bitmap, 0, 0, width, height);
    const blob = await canvasBlob(canvas);
    // A copy that came out larger (an already well-compressed picture) is not worth sending.
    return blob && blob.size < file.size ? blob : file;
  } finally {
    bitmap.close();
  }
}

function messageOf(xhr: XMLHttpRequest): string | null {
  try {
    const body = JSON.parse(xhr.responseText) as { message?: unknown };
    return typeof body.message === 'string' && body.message ? body.message : null;
  } catch {
    return null;
  }
}

/**
 * Posts one photo of check (or item) `item` to `url`, the checklist's upload route; `onProgress`
 * gets 0..1 as the bytes go out. `signal` aborts it. A 401 ends the session (the login screen
 * takes over), as every admin call does.
 */
export function uploadPhoto(
  url: string,
  item: string,
  photo: Blob,
  filename: string,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadedPhoto> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    const token = signedIn();
    for (const [name, value] of Object.entries(adminHeaders())) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status === 201 || xhr.status === 200) {
        try {
          onProgress(1);
          resolve(JSON.parse(xhr.responseText) as UploadedPhoto);
        } catch {
          reject(new UploadFailure('The server’s answer could not be read. Reload the page to see whether the photo was kept.', xhr.status));
        }
        return;
      }
      if (xhr.status === 401 && token) endSession();
      reject(new UploadFailure(messageOf(xhr) ?? `The photo was not accepted (the server answered ${xhr.status}).`, xhr.status));
    };
    xhr.onerror = () => reject(new UploadFailure('No answer from the server: check the connection and retry.', null));
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    // The check first, so the server knows what the file is for before it reads it.
    form.append('item', item);
    form.append('photo', photo, filename);
    xhr.send(form);
  });
}

/** The name to send: the original's, with .jpg when the copy was re-encoded. */
export function uploadName(file: File, sent: Blob): string {
  if (sent === file) return file.name || 'photo';
  const base = (file.name || 'photo').replace(/\.[^.]+$/, '');
  return `${base}.jpg`;
}
