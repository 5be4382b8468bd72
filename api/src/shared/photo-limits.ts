/** What a photo upload may be, known without loading the image library (the upload routes read it at boot). */
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
export const PHOTO_TOO_LARGE = 'The photo is larger than 15 MB. Please choose a smaller one.';
