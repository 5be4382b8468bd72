/** What logbook services offer other features: an invoiced job card recorded as the vehicle's service, in the caller's transaction. */
export { recordService } from './service-due.js';
