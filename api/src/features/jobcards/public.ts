/** What job cards offer other features: the items input and its reader, a card and a quote as REST shows them, quote figures. */
export { JobCardItemInput, readItems } from './jobcard.inputs.js';
export { jobCardJson, quoteJson } from './jobcard.json.js';
export type { QuoteFigures } from './quote-figures.js';
