/** The signing page's sentences, word for word as the workshop's terms page words them. */
export const NAME_REQUIRED = 'Please type your full name to sign.';
export const SIGNATURE_REQUIRED = 'A signature or typed name is required to accept.';
export const INVALID_LINK = 'Invalid or expired link.';
export const NOT_FOUND = 'Job Card not found.';
export const ALREADY_ACCEPTED = 'This policy has already been accepted.';
export const ACCEPTED = 'Acceptance Recorded. Thank you!';
/** Home 5 s after a successful sign. */
export const HOME_AFTER_MS = 5000;
