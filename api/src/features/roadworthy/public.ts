/** What others may use of roadworthy inspections: the dates a result is good for. */
export { roadworthyUntil } from './roadworthy-rules.js';
