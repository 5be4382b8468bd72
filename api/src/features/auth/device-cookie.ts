/**
 * The device cookie of OWASP's "Slow down online guessing": a browser that signed in as a username
 * gets a cookie naming a random device id, HMAC-signed with the token-signing secret and bound to
 * that username (one cookie per username, so a shared browser keeps each). Its sign-ins are counted
 * on their own, never slowed or locked by other addresses guessing that username.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../shared/time.js';

/** How long a browser stays known without signing in again (each successful sign-in renews it). */
const LIFETIME_SECONDS = 180 * 24 * 60 * 60;
const PREFIX = 'workshop_device_';

/** What a sign-in knows of the browser's cookies: the Cookie header, and whether it came over https. */
export interface DeviceClient {
  cookieHeader: string;
  https: boolean;
}

export class DeviceCookies {
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly clock: Clock,
  ) {
    // A key of its own, derived: a device cookie can never pass for a token, nor the reverse.
    this.key = createHmac('sha256', secret).update('admin device cookie').digest();
  }

  /** The device id of the browser's valid cookie for `username`, or null (none, forged, another username's, too old). */
  deviceOf(client: DeviceClient | undefined, username: string): string | null {
    if (!client) return null;
    const value = readCookie(client.cookieHeader, cookieName(username));
    const parts = value?.split('.') ?? [];
    if (parts.length !== 3) return null;
    const [id, issued, mac] = parts;
    const expected = Buffer.from(this.mac(username, id, issued));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const issuedAt = parseInt(issued, 36);
    const now = Math.floor(this.clock.now().getTime() / 1000);
    return Number.isFinite(issuedAt) && issuedAt <= now + 60 && now - issuedAt < LIFETIME_SECONDS ? id : null;
  }

  /** The Set-Cookie header after a successful sign-in as `username`: the browser's device id kept (`device`) or a new one. */
  setCookie(client: DeviceClient, username: string, device: string | null): string {
    const id = device ?? randomBytes(12).toString('base64url');
    const issued = Math.floor(this.clock.now().getTime() / 1000).toString(36);
    const value = `${id}.${issued}.${this.mac(username, id, issued)}`;
    return `${cookieName(username)}=${value}; Max-Age=${LIFETIME_SECONDS}; Path=/; HttpOnly; SameSite=Strict${client.https ? '; Secure' : ''}`;
  }

  private mac(username: string, id: string, issued: string): string {
    return createHmac('sha256', this.key).update(`${canonical(username)}\n${id}\n${issued}`).digest('base64url');
  }
}

/** Usernames are case-insensitive. */
const canonical = (username: string) => username.trim().toLowerCase();

/** Per username, without naming it (the cookie is readable in the browser's storage). */
function cookieName(username: string): string {
  return PREFIX + createHash('sha256').update(canonical(username)).digest('hex').slice(0, 16);
}

/** One cookie's value from a Cookie header (RFC 6265 `name=value; name=value`), or null. */
export function readCookie(header: string, name: string): string | null {
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return null;
}
