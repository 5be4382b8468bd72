/** Which database failures count as a lost connection (a 503 to retry) and which do not. */
import { ConnectionException, UniqueConstraintViolationException } from '@mikro-orm/core';
import { describe, expect, it } from 'vitest';
import { isConnectionLoss, isUniqueViolation } from './errors.js';

const pgError = (code: string, message = 'boom') => Object.assign(new Error(message), { code });

describe('isConnectionLoss', () => {
  it.each([
    ['an admin shutdown (57P01)', pgError('57P01', 'terminating connection due to administrator command')],
    ['a crash shutdown (57P02)', pgError('57P02')],
    ['a server starting up (57P03)', pgError('57P03', 'the database system is starting up')],
    ['a connection failure (08006)', pgError('08006')],
    ['a refused connection', pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a reset connection', pgError('ECONNRESET')],
    ['pg ending mid-query', new Error('Connection terminated unexpectedly')],
    ['pg-pool giving up on a connection', new Error('timeout exceeded when trying to connect')],
    ['knex giving up on the pool', Object.assign(new Error('Knex: Timeout acquiring a connection. The pool is probably full.'), { name: 'KnexTimeoutError' })],
    ["MikroORM's ConnectionException", new ConnectionException(new Error('connection lost'))],
    ['a wrapped cause', new Error('query failed', { cause: pgError('57P01') })],
  ])('is true for %s', (_label, err) => {
    expect(isConnectionLoss(err)).toBe(true);
  });

  it.each([
    ['a unique violation', pgError('23505', 'duplicate key value')],
    ['a syntax error', pgError('42601', 'syntax error at or near')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'x')")],
    ['nothing', null],
  ])('is false for %s', (_label, err) => {
    expect(isConnectionLoss(err)).toBe(false);
  });
});

describe('isUniqueViolation', () => {
  it('knows the ORM exception and the raw pg code', () => {
    expect(isUniqueViolation(new UniqueConstraintViolationException(pgError('23505')))).toBe(true);
    expect(isUniqueViolation(pgError('23505'))).toBe(true);
    expect(isUniqueViolation(pgError('57P01'))).toBe(false);
  });
});
