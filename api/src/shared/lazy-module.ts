/**
 * A CommonJS dependency loaded on first use instead of at boot: heavy modules only some requests
 * need (the mailbox's imapflow, mailparser, sanitize-html) stay out of the api's cold start.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export function lazyModule<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= require(name) as T);
}
