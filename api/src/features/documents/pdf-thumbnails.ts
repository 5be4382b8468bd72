/** Photos' thumbnails in one row of a PDF, as many as fit the width, each tagged as a figure with its words. */
import { CONTENT_WIDTH, PAGE, type Pdf } from './pdf-layout.js';
import { tag } from './pdf-tags.js';

/** A JPEG thumbnail with its width / height. */
export interface PdfThumbnail {
  jpeg: Buffer;
  ratio: number;
}

const THUMB_GAP = 6;

/** Draws the thumbnails from `x` at `y`, `height` points high; `alt(i)` says what photo i is. */
export function thumbnailRow(doc: Pdf, thumbs: readonly PdfThumbnail[], x: number, y: number, height: number, alt: (index: number) => string): void {
  let at = x;
  thumbs.forEach((thumb, i) => {
    const width = thumb.ratio * height;
    if (at + width > PAGE.margin + CONTENT_WIDTH) return;
    const left = at;
    try {
      tag(doc, 'Figure', () => doc.image(thumb.jpeg, left, y, { width, height }), { alt: alt(i) });
      at += width + THUMB_GAP;
    } catch {
      // A thumbnail that cannot be read is left out; the photo itself is still kept.
    }
  });
}
