/** The readable log of a terminal: one line per request, errors with their stack, no token values. */
import { describe, expect, it } from 'vitest';
import { consoleLogger, formatLogLine } from './log-output.js';

const at = new Date(2026, 10, 25, 14, 3, 7).getTime();
const json = (line: object) => `${JSON.stringify({ level: 30, time: at, pid: 1, hostname: 'h', ...line })}\n`;

describe('formatLogLine', () => {
  it('a request: time, level, method, URL, status and duration on one line', () => {
    const line = json({ reqId: 'r1', req: { method: 'POST', url: '/graphql', remoteAddress: '::1' }, res: { statusCode: 200 }, responseTime: 12.4, msg: 'request completed' });
    expect(formatLogLine(line, false)).toBe('14:03:07 INFO  POST /graphql 200 12 ms\n');
  });

  it('other lines keep their fields as key=value, and a warning its request id', () => {
    const line = json({ level: 40, reqId: 'r2', msg: 'mail could not be sent', outboxId: 'abc', attempt: 3, to: 'a b' });
    expect(formatLogLine(line, false)).toBe('14:03:07 WARN  mail could not be sent  outboxId=abc attempt=3 to="a b" reqId=r2\n');
  });

  it('an error is followed by its stack, indented', () => {
    const line = json({ level: 50, msg: 'unhandled error', err: { type: 'Error', message: 'boom', stack: 'Error: boom\n    at f (x.ts:1:1)' } });
    expect(formatLogLine(line, false)).toBe('14:03:07 ERROR unhandled error\n    Error: boom\n        at f (x.ts:1:1)\n');
  });

  it('never shows a token value, even from a URL the serializer did not see', () => {
    const request = json({ req: { method: 'GET', url: '/api/admin/documents/1/view?token=eyJ.s3cret.sig' }, res: { statusCode: 200 }, responseTime: 1 });
    const other = json({ msg: 'fetched', url: '/x?a=1&token=s3cret' });
    expect(formatLogLine(request, false)).toContain('/api/admin/documents/1/view?token=[redacted]');
    expect(formatLogLine(other, false)).toContain('url=/x?a=1&token=[redacted]');
    expect(formatLogLine(request, false) + formatLogLine(other, false)).not.toContain('s3cret');
  });

  it('colours only when asked, and passes anything that is not JSON through', () => {
    const line = json({ req: { method: 'GET', url: '/api/health' }, res: { statusCode: 503 }, responseTime: 1 });
    expect(formatLogLine(line, true)).toContain('\x1b[31m503\x1b[0m');
    expect(formatLogLine(line, false)).not.toContain('\x1b');
    expect(formatLogLine('plain text', false)).toBe('plain text\n');
  });
});

describe('consoleLogger', () => {
  it('JSON (no stream of its own) unless stdout is a terminal', () => {
    expect(consoleLogger('info', { isTTY: false } as NodeJS.WriteStream)).toEqual({ level: 'info' });
    const tty = consoleLogger('debug', { isTTY: true, hasColors: () => false, write: () => true } as unknown as NodeJS.WriteStream);
    expect(tty).toMatchObject({ level: 'debug', stream: expect.any(Object) });
  });
});
