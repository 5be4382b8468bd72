import { describe, expect, it } from 'vitest';
import { pgArray } from './raw.js';

describe('pgArray', () => {
  it('writes an array literal PostgreSQL reads back element for element: quotes, backslashes, commas, braces, NULL and the word NULL', () => {
    expect(pgArray(['plain', 'say "hi"', 'back\\slash', 'a,b', '{x}', null, 'NULL', '', 42, undefined])).toBe(
      '{"plain","say \\"hi\\"","back\\\\slash","a,b","{x}",NULL,"NULL","",' + '"42",NULL}',
    );
    expect(pgArray([])).toBe('{}');
  });
});
