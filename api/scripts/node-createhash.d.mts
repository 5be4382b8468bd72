/** Types of node-createhash.mjs. */
export { createHash } from 'node:crypto';
