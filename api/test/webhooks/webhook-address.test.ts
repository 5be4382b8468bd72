/** Which addresses a webhook may reach: public ones only, whatever form an internal address is written in. */
import { describe, expect, it } from 'vitest';
import { isPrivateAddress, readEndpointUrl } from '../../src/features/webhooks/webhook-address.js';

describe('a webhook address', () => {
  it('is refused when it is loopback, private, link-local, unspecified, CGNAT, multicast or reserved, in IPv4, IPv6 or IPv4-mapped form', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '10.0.0.1', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '0.0.0.0', '100.64.0.1', '100.127.255.254', '224.0.0.1', '239.1.2.3', '240.0.0.1', '255.255.255.255', '::1', '::', 'fd12:3456::1', 'fc00::1', 'fe80::1', 'ff02::1', '::ffff:127.0.0.1', '::ffff:10.1.2.3', 'not an address']) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
  });

  it('is allowed when it is public', () => {
    for (const address of ['8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '203.0.114.5', '2606:4700:4700::1111', '::ffff:8.8.4.4']) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });

  it('must be https unless internal addresses are allowed, and never carries a user name or password', () => {
    expect(() => readEndpointUrl('http://example.com/hook', false)).toThrow(/https/);
    expect(() => readEndpointUrl('ftp://example.com/hook', true)).toThrow(/https/);
    expect(() => readEndpointUrl('not a url', false)).toThrow(/not a valid URL/);
    expect(() => readEndpointUrl('https://user:pass@example.com/hook', false)).toThrow(/user name or password/);
    expect(readEndpointUrl('http://127.0.0.1:8080/hook', true).toString()).toBe('http://127.0.0.1:8080/hook');
    expect(readEndpointUrl(' https://example.com/hook ', false).toString()).toBe('https://example.com/hook');
  });
});
