/**
 * The mail servers in effect: the one saved in the app (its password opened with the secret box),
 * else the environment's SMTP_URL / IMAP_URL, else none. Their public view never holds a password.
 */
import type { Config } from '../../config.js';
import type { SmtpServer } from '../../platform/outbox/public.js';
import type { MailServerKind, MailServerRow } from './mail-settings.entity.js';
import type { SecretBox } from './secret-box.js';

type MailServerSource = 'app' | 'environment';

/** What staff may read of a server: never the password. */
export interface MailServerView {
  kind: MailServerKind;
  configured: boolean;
  /** 'app': saved by an owner; 'environment': SMTP_URL / IMAP_URL; null: none. */
  source: MailServerSource | null;
  host: string | null;
  port: number | null;
  secure: boolean | null;
  user: string | null;
  /** Outgoing mail only: the From of every email. */
  from: string | null;
  /** A password is kept (saved in the app, or in the environment's URL). */
  passwordSaved: boolean;
  savedAt: Date | null;
  savedBy: string | null;
  /** Why the saved server cannot be used as it is (its password sealed with another key), else null. */
  problem: string | null;
}

/** A server with its password, to connect with (never answered to anyone). */
export interface OpenServer extends SmtpServer {
  from: string | null;
}

export function purposeOf(kind: MailServerKind): string {
  return `mail_server_setting.${kind}.password`;
}

const DEFAULT_PORTS: Record<string, number> = { 'smtp:': 587, 'smtps:': 465, 'imap:': 143, 'imaps:': 993 };

/** The server an SMTP_URL / IMAP_URL names. */
export function serverOfUrl(url: string): SmtpServer {
  const u = new URL(url);
  return {
    host: u.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: Number(u.port || DEFAULT_PORTS[u.protocol]),
    secure: u.protocol === 'smtps:' || u.protocol === 'imaps:',
    user: decodeURIComponent(u.username),
    password: decodeURIComponent(u.password),
  };
}

/** imap(s)://user:password@host:port for the mailbox connection. */
export function imapUrlOf(server: SmtpServer): string {
  const host = server.host.includes(':') ? `[${server.host}]` : server.host;
  const auth = server.user ? `${encodeURIComponent(server.user)}:${encodeURIComponent(server.password)}@` : '';
  return `${server.secure ? 'imaps' : 'imap'}://${auth}${host}:${server.port}`;
}

export function envUrlOf(config: Pick<Config, 'smtpUrl' | 'imapUrl'>, kind: MailServerKind): string | null {
  return kind === 'smtp' ? config.smtpUrl : config.imapUrl;
}

export function viewOf(kind: MailServerKind, row: MailServerRow | null, config: Pick<Config, 'smtpUrl' | 'imapUrl' | 'mailFrom'>): MailServerView {
  if (row) {
    return {
      kind,
      configured: true,
      source: 'app',
      host: row.host,
      port: row.port,
      secure: row.secure,
      user: row.username,
      from: kind === 'smtp' ? row.fromAddress : null,
      passwordSaved: row.passwordSealed !== '',
      savedAt: row.savedAt,
      savedBy: row.savedBy,
      problem: null,
    };
  }
  const url = envUrlOf(config, kind);
  const none = { kind, savedAt: null, savedBy: null, problem: null };
  if (!url) return { ...none, configured: false, source: null, host: null, port: null, secure: null, user: null, from: kind === 'smtp' ? config.mailFrom : null, passwordSaved: false };
  const server = serverOfUrl(url);
  return { ...none, configured: true, source: 'environment', host: server.host, port: server.port, secure: server.secure, user: server.user, from: kind === 'smtp' ? config.mailFrom : null, passwordSaved: server.password !== '' };
}

/** A saved server with its password opened (400 UNREADABLE_SECRET when another key sealed it). */
export async function openServer(kind: MailServerKind, row: MailServerRow, box: SecretBox): Promise<OpenServer> {
  const password = row.passwordSealed ? await box.open(row.passwordSealed, purposeOf(kind)) : '';
  return { host: row.host, port: row.port, secure: row.secure, user: row.username, password, from: row.fromAddress };
}

/** smtp(s):// or imap(s)://host:port, without credentials: where a reachability check connects. */
export function addressOf(kind: MailServerKind, server: Pick<SmtpServer, 'host' | 'port' | 'secure'>): string {
  const host = server.host.includes(':') ? `[${server.host}]` : server.host;
  return `${kind}${server.secure ? 's' : ''}://${host}:${server.port}`;
}
