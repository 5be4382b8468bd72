/** The bundle's stand-ins (scripts/bundle.mjs) answer exactly as the packages they replace. */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { createHash } from '../../scripts/node-createhash.mjs';
import RememberingNegotiator from '../../scripts/remembering-negotiator.mjs';
import { build } from 'esbuild';
import { CHEAP_NAME_HELPER, ESBUILD_NAME_HELPER, withCheapNameHelper } from '../../scripts/name-helper.mjs';

const require = createRequire(import.meta.url);
const Negotiator = require('negotiator') as new (request: { headers: { accept?: string | null } }) => { mediaType(available?: string[]): string | undefined };
const apolloHash = require('@apollo/utils.createhash') as { createHash(kind: string): { update(s: string): { digest(enc: 'hex'): string } } };

describe('the stand-in for negotiator', () => {
  const offers = [
    ['application/json', 'application/graphql-response+json', 'application/json; charset=utf-8'],
    ['multipart/mixed; deferSpec=20220824', 'multipart/mixed; boundary="-"; deferSpec=20220824'],
    ['text/html', 'application/json'],
  ];
  const headers = [undefined, null, '', '*/*', 'application/json', 'text/html', 'application/graphql-response+json,application/json;q=0.9', 'multipart/mixed;deferSpec=20220824, application/json', 'image/png'];

  it('answers as negotiator for every header and offer, also when asked again', () => {
    for (let round = 0; round < 2; round++) {
      for (const accept of headers) {
        for (const offer of offers) {
          const expected = new Negotiator({ headers: { accept } }).mediaType(offer);
          expect(new RememberingNegotiator({ headers: { accept } }).mediaType(offer), `${accept} / ${offer}`).toBe(expected);
        }
        expect(new RememberingNegotiator({ headers: { accept } }).mediaType()).toBe(new Negotiator({ headers: { accept } }).mediaType());
      }
    }
  });
});

describe('the stand-in for @apollo/utils.createhash', () => {
  it('hashes as the package does', () => {
    for (const text of ['', 'query { a }', 'é€😀'.repeat(100)]) {
      expect(createHash('sha256').update(text).digest('hex')).toBe(apolloHash.createHash('sha256').update(text).digest('hex'));
    }
  });
});

describe("the stand-in for esbuild's keepNames helper", () => {
  const helper = (text: string) => new Function('__defProp', `${text}; return __name;`)(Object.defineProperty) as (target: object, value: string) => { name: string };

  it('is what the installed esbuild writes, and is replaced', async () => {
    const out = await build({
      stdin: { contents: 'export class LoginInput {}\nexport const make = () => { const done = (x) => x; return done; };', loader: 'js' },
      bundle: true,
      write: false,
      format: 'esm',
      keepNames: true,
      logLevel: 'silent',
    });
    const code = out.outputFiles[0].text;
    expect(code).toContain(ESBUILD_NAME_HELPER);
    const patched = withCheapNameHelper(code);
    expect(patched.replaced).toBe(1);
    expect(patched.code).toContain(CHEAP_NAME_HELPER);
  });

  it('gives every function and class the name keepNames gives it', () => {
    for (const text of [ESBUILD_NAME_HELPER, CHEAP_NAME_HELPER]) {
      const __name = helper(text);
      class LoginInput2 {}
      expect(__name(LoginInput2, 'LoginInput').name).toBe('LoginInput');
      expect(__name(() => 1, 'done').name).toBe('done');
      const next = function next() {};
      expect(__name(next, 'next')).toBe(next);
      expect(next.name).toBe('next');
      expect(Object.getOwnPropertyDescriptor(__name(() => 1, 'onEnd'), 'name')).toMatchObject({ value: 'onEnd', configurable: true });
    }
  });
});
