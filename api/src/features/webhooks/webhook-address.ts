/**
 * Where a webhook may be sent: an http(s) URL whose host resolves only to public addresses. A name
 * resolving to loopback, private (RFC 1918, fc00::/7), link-local, unspecified, CGNAT, multicast
 * or reserved addresses is refused, on save and again at every delivery; the delivery then connects
 * to the address checked (the name kept for the Host header and TLS), so a name cannot be switched
 * to a private address between the check and the connection. `allowPrivate` (on-premises
 * integrations, tests) lifts the address rule and allows plain http.
 */
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { AppError } from '../../shared/errors.js';

const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv6');
}

/** Whether `address` (IPv4 or IPv6, an IPv4-mapped IPv6 address as its IPv4) is one no webhook may reach. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1], 'ipv4');
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family === 6) return blocked.check(address, 'ipv6');
  return true;
}

/** A resolved address to connect to. */
interface Resolved {
  address: string;
  family: 4 | 6;
}

const URL_RULES = 'The address must be a full https:// URL, e.g. https://example.com/hooks/workshop.';

/** The URL as typed, parsed; refused (400) when it is not an http(s) URL this server may send to. */
export function readEndpointUrl(raw: string, allowPrivate: boolean): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw AppError.badInput(`The address is not a valid URL. ${URL_RULES}`);
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) throw AppError.badInput(URL_RULES);
  if (url.username || url.password) throw AppError.badInput('The address must not carry a user name or password: the signature proves who sent it.');
  return url;
}

/**
 * The addresses `url`'s host resolves to, the first to connect to; throws (400, the reason in words)
 * when it cannot be resolved or any of them is one no webhook may reach.
 */
export async function resolveEndpoint(url: URL, allowPrivate: boolean): Promise<Resolved> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: Resolved[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) as 4 | 6 }];
  else {
    try {
      addresses = (await lookup(host, { all: true, verbatim: true })) as Resolved[];
    } catch {
      throw AppError.badInput(`The address’s host name ${host} could not be found.`);
    }
  }
  if (!addresses.length) throw AppError.badInput(`The address’s host name ${host} could not be found.`);
  if (!allowPrivate) {
    const inside = addresses.find((a) => isPrivateAddress(a.address));
    if (inside) {
      throw AppError.badInput(
        `The address ${host} resolves to ${inside.address}, a loopback, private, link-local or other internal address: webhooks are sent only to public addresses.`,
      );
    }
  }
  return addresses[0];
}
