/**
 * The few lines `npm start` prints once it listens: where the site and the admin area are, how to
 * sign in, and where data and mail go. Boxed and coloured on a terminal, plain text otherwise (a
 * service's journal, a file).
 */
import path from 'node:path';

export interface BannerFacts {
  businessName: string;
  publicUrl: string;
  username: string;
  /** Generated at this start (the admin was just created): shown this once. */
  generatedPassword: string | null;
  /** The admin was just created with ADMIN_PASSWORD. */
  passwordFromEnv: boolean;
  databaseUrl: string | null;
  /** The embedded database's directory, when there is no DATABASE_URL. */
  embeddedDir: string;
  smtpUrl: string | null;
  imapUrl: string | null;
  dataDir: string;
}

export const RESET_COMMAND = 'npm run admin:reset-password';
export const IMAP_HINT = 'not connected: set it up in Settings › Mailbox (or IMAP_URL) to use the Email Manager';

/** A server URL without its credentials: `host:port`, and `/name` for a database. */
function hostOf(url: string, withPath = false): string {
  try {
    const u = new URL(url);
    const host = u.host || 'local socket';
    const name = decodeURIComponent(u.pathname.replace(/^\/+/, ''));
    return withPath && name ? `${host}/${name}` : host;
  } catch {
    return 'an unreadable URL';
  }
}

/** [label, value, hint?] rows; the hint is shown dimmed. */
function bannerRows(f: BannerFacts): Array<[string, string, string?]> {
  const login: [string, string, string?] = f.generatedPassword
    ? ['Login', `username ${f.username}, password ${f.generatedPassword}`, 'generated now and shown once: keep it']
    : f.passwordFromEnv
      ? ['Login', `username ${f.username}, password as set in ADMIN_PASSWORD`]
      : ['Login', `username ${f.username}`, `lost the password? ${RESET_COMMAND}`];
  return [
    ['Site', `${f.publicUrl}/`],
    ['Admin', `${f.publicUrl}/admin`],
    login,
    ['Database', f.databaseUrl ? `PostgreSQL ${hostOf(f.databaseUrl, true)}` : `embedded PostgreSQL (PGlite) in ${f.embeddedDir}`],
    ['Mail', f.smtpUrl ? `SMTP ${hostOf(f.smtpUrl)}` : `.eml files in ${path.join(f.dataDir, 'outbox')}`],
    f.imapUrl ? ['Mailbox', `IMAP ${hostOf(f.imapUrl)}`] : ['Mailbox', IMAP_HINT],
  ];
}

const paint = (on: boolean) => (code: string, text: string) => (on ? `\x1b[${code}m${text}\x1b[0m` : text);

/** The banner's text; `terminal` draws a frame and colours. */
export function startBanner(f: BannerFacts, terminal: boolean): string {
  const c = paint(terminal);
  const rows = bannerRows(f).map(([label, value, hint]) => {
    const shown = label === 'Site' || label === 'Admin' ? c('1;36', value) : label === 'Login' && f.generatedPassword ? c('1;33', value) : value;
    return `${label.padEnd(9)} ${shown}${hint ? `  ${c('2', `(${hint})`)}` : ''}`;
  });
  const title = `${f.businessName} is running`;
  if (!terminal) return [title, ...rows.map((r) => `  ${r}`)].join('\n');
  const bar = c('36', '│');
  return [c('36', '╭─ ') + c('1', title), ...rows.map((r) => `${bar} ${r}`), c('36', '╰─')].join('\n');
}
