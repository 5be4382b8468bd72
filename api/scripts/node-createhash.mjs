/**
 * Stands in for `@apollo/utils.createhash` in the bundle. That package hashes with Node's crypto
 * only when `module.require` exists, which a bundled CommonJS module lacks, and otherwise with
 * sha.js in JavaScript: Apollo hashes every query text, which cost 5 % of a GraphQL request.
 */
export { createHash } from 'node:crypto';
