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

  it('hides the key of every customer link, in the page and in its api calls', () => {
    const id = '0123456789abcdef01234567';
    const cases: Array<[string, string]> = [
      [`/quote/${id}`, '/quote/[redacted]'],
      [`/api/quotes/${id}/approve`, '/api/quotes/[redacted]/approve'],
      [`/api/quotes/${id}/photos/p1`, '/api/quotes/[redacted]/photos/p1'],
      [`/accept-policy/${id}`, '/accept-policy/[redacted]'],
      [`/api/jobcards/sign/${id}`, '/api/jobcards/sign/[redacted]'],
      [`/cancel?id=${id}&email=a%40b.com`, '/cancel?id=[redacted]&email=[redacted]'],
      ['/unsubscribe/tok_en-1', '/unsubscribe/[redacted]'],
      ['/api/unsubscribe/tok_en-1', '/api/unsubscribe/[redacted]'],
      ['/api/reminders/tok_en-1/booking', '/api/reminders/[redacted]/booking'],
      ['/booking?reminder=tok_en-1', '/booking?reminder=[redacted]'],
      ['/admin/reset-password?token=abc', '/admin/reset-password?token=[redacted]'],
      ['/admin/invitation?token=abc', '/admin/invitation?token=[redacted]'],
      [`/admin/jobcards/${id}`, '/admin/jobcards/[redacted]'],
      [`/api/admin/jobcards/${id}/inspection`, '/api/admin/jobcards/[redacted]/inspection'],
      [`/api/admin/jobcards/view-pdf/${id}`, '/api/admin/jobcards/view-pdf/[redacted]'],
      [`/api/admin/appointments/${id}/jobcard`, '/api/admin/appointments/[redacted]/jobcard'],
      [`/api/admin/cancel-appointment/${id}`, '/api/admin/cancel-appointment/[redacted]'],
    ];
    for (const [url, logged] of cases) expect(redactUrl(url), url).toBe(logged);
    // Lists and other pages keep their address.
    expect(redactUrl('/api/admin/jobcards?limit=5')).toBe('/api/admin/jobcards?limit=5');
    expect(redactUrl('/quote')).toBe('/quote');
    expect(redactUrl('/api/admin/customers/c1')).toBe('/api/admin/customers/c1');
  });

  it('is what the request serializer logs', () => {
    const logged = requestSerializer({ method: 'GET', url: '/d?token=abc', host: 'h', ip: '1.2.3.4', socket: { remotePort: 5 } });
    expect(logged).toEqual({ method: 'GET', url: '/d?token=[redacted]', host: 'h', remoteAddress: '1.2.3.4', remotePort: 5 });
  });
});
