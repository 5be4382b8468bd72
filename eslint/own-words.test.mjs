/**
 * The repository says its rules in its own words: no comment, schema description, test name or
 * document cites the product's specification or design notes, files that are not in it (a reader
 * of the code cannot open them). Part of `npm run lint`.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import test from 'node:test';
import assert from 'node:assert/strict';

const ROOT = path.resolve(import.meta.dirname, '..');
const CITATION = /\b(?:SPEC(?:\.md)?|DESIGN\.md)\b/;
const TEXT = /\.(?:[cm]?[jt]sx?|graphql|md|css|html|json|ya?ml|sql|sh)$/;
const SKIP = new Set(['package-lock.json', 'eslint/own-words.test.mjs']);

/** Every `file:line: text` of the tracked files that cites one. */
export function citations(files, read = (f) => readFileSync(path.join(ROOT, f), 'utf8')) {
  const found = [];
  for (const file of files) {
    if (SKIP.has(file) || !TEXT.test(file)) continue;
    read(file)
      .split('\n')
      .forEach((line, i) => CITATION.test(line) && found.push(`${file}:${i + 1}: ${line.trim().slice(0, 120)}`));
  }
  return found;
}

test('finds a citation of the specification, and none of a word that only contains it', () => {
  const files = { 'a.ts': '// SPEC section 7: the whole list\nconst SPECIAL = 1;', 'b.md': 'See DESIGN.md.', 'c.ts': '/** Inspection. */' };
  assert.deepEqual(citations(Object.keys(files), (f) => files[f]), ['a.ts:1: // SPEC section 7: the whole list', 'b.md:1: See DESIGN.md.']);
});

test('no tracked file cites the specification or the design notes', () => {
  const files = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
  assert.deepEqual(citations(files), []);
});
