/** Token values never reach the log, whatever the query looks like. */
import { describe, expect, it } from 'vitest';
import { redactUrl, requestSerializer } from './redact.js';

describe('redactUrl', () => {
  it('replaces every token value and keeps the rest of the URL', () => {
    expect(redactUrl('/api/admin/documents/abc/view?token=eyJ.a.b')).toBe('/api/admin/documents/abc/view?token=[redacted]');
    expect(redactUrl('/x?a=1&token=s3cret&b=2')).toBe('/x?a=1&token=[redacted]&b=2');
    expect(redactUrl('/x?TOKEN=s3cret&token=again#frag')).toBe('/x?TOKEN=[redacted]&token=[redacted]#frag');
    expect(redactUrl('/x?access_token=s3cret')).toBe('/x?access_token=[redacted]');
    expect(redactUrl('/x?mytoken=keep&token=')).toBe('/x?mytoken=keep&token=[redacted]');
    expect(redactUrl('/api/health')).toBe('/api/health');
  });

  it('is what the request serializer logs', () => {
    const logged = requestSerializer({ method: 'GET', url: '/d?token=abc', host: 'h', ip: '1.2.3.4', socket: { remotePort: 5 } });
    expect(logged).toEqual({ method: 'GET', url: '/d?token=[redacted]', host: 'h', remoteAddress: '1.2.3.4', remotePort: 5 });
  });
});
