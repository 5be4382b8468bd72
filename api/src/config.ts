/**
 * Every environment variable the api reads, parsed and validated once at boot.
 * A bad deployment fails immediately with the list of every problem.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Cron } from 'croner';
import { formatAbn, isValidAbn } from './shared/abn.js';
import { readBankAccount, type BankAccount } from './shared/bank-account.js';
import { PASSWORD_RULES, passwordProblems } from './features/auth/password-policy.js';

/**
 * The repository root: the nearest directory above this module that holds `api/package.json`
 * (from api/src under tsx, api/build from tsc, or the api/dist bundle alike).
 */
export const REPO_ROOT = findRepoRoot(import.meta.dirname);

function findRepoRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'api', 'package.json'))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(from, '../..');
  }
}

export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  databaseUrl: string | null;
  dataDir: string;
  adminUsername: string;
  adminPassword: string | null;
  adminEmail: string;
  jwtSecret: string;
  /** SETTINGS_KEY: the 32-byte key that seals saved mail credentials; null → generated into DATA_DIR/secret.key. */
  settingsKey: Buffer | null;
  smtpUrl: string | null;
  mailFrom: string;
  imapUrl: string | null;
  /** Deadline of one mailbox operation (connect, greeting, each command), in ms. */
  imapTimeoutMs: number;
  businessName: string;
  businessAbn: string;
  /** Where customers pay by bank transfer (printed on invoices under 'How to pay'); null when not configured. */
  bankAccount: BankAccount | null;
  businessAddress: string;
  businessPhone: string;
  businessEmail: string;
  businessLatitude: number;
  businessLongitude: number;
  socialUrl: string;
  mapsUrl: string;
  timeZone: string;
  /** The Xero revenue account the invoice export (and the Xero sync) codes its lines to (Xero's default Sales is 200). */
  xeroAccountCode: string;
  /** XERO_CLIENT_ID and XERO_CLIENT_SECRET: the Xero app the workshop connects through; null → as an owner saves them in the app. */
  xeroClientId: string | null;
  xeroClientSecret: string | null;
  /** XERO_IDENTITY_URL: Xero's identity server (token exchange and refresh). */
  xeroIdentityUrl: string;
  /** XERO_LOGIN_URL: where the owner signs in to Xero to allow the connection (its /identity/connect/authorize). */
  xeroLoginUrl: string;
  /** XERO_API_URL: Xero's API (connections and the Accounting API under /api.xro/2.0). */
  xeroApiUrl: string;
  /** XERO_PAYMENT_ACCOUNT_CODE: the Xero bank account payments are recorded into. */
  xeroPaymentAccountCode: string;
  /** XERO_TIMEOUT_MS: how long one call to Xero may take before it counts as failed (and is retried). */
  xeroTimeoutMs: number;
  publicRateLimit: number;
  /** Public reads (anonymous GraphQL, public REST GETs) per minute per client address, per instance. */
  publicReadRateLimit: number;
  /** Calls per minute each API key may make (in each instance's memory). */
  apiKeyRateLimit: number;
  loginRateLimit: number;
  /** Lifetime of an admin token, in minutes. */
  adminSessionMinutes: number;
  logLevel: string;
  pubsub: 'memory' | 'postgres';
  dbPoolSize: number;
  outboxPollMs: number;
  outboxRetryBaseMs: number;
  outboxMaxAttempts: number;
  outboxLeaseMs: number;
  /** Node http server timeouts, in ms (websockets are exempt once upgraded). */
  httpIdleTimeoutMs: number;
  httpKeepAliveTimeoutMs: number;
  httpHeadersTimeoutMs: number;
  httpRequestTimeoutMs: number;
  webDist: string | null;
  trustProxy: boolean;
  /** Where backups are written (default DATA_DIR/backups). */
  backupDir: string;
  /** When scheduled backups run: a cron expression in the workshop's time zone. */
  backupSchedule: string;
  /** How many backups are kept. */
  backupKeep: number;
  /** When reminders are decided and queued: a cron expression in the workshop's time zone, or null (off; 'Run now' still works). */
  reminderSchedule: string | null;
  /** An appointment reminder goes this many hours before the appointment. */
  appointmentReminderHours: number;
  /** A vehicle's next service is due this many months after a job card for it is invoiced. */
  serviceIntervalMonths: number;
  /** The owner is reminded this many days before the service is due (and once more on the day). */
  serviceReminderDays: number;
  /** Where a review request sends the customer (e.g. the Google review link); null sends none. */
  reviewUrl: string | null;
  /** A review request goes this many days after an invoice is paid. */
  reviewRequestDays: number;
  /** How many vehicles can be booked into one half hour, until staff set the number on the diary page. */
  workshopBays: number;
  /** STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: with both, invoices carry a 'Pay now' link to Stripe Checkout; null → not connected. */
  stripeSecretKey: string | null;
  stripeWebhookSecret: string | null;
  /** STRIPE_API_URL: where the Stripe API is reached (a local stand-in in tests); null → Stripe's own. */
  stripeApiUrl: string | null;
  /** STRIPE_SURCHARGE_PERCENT: the card surcharge added at Checkout, 0–5 with at most 2 decimals; null (unset) → as the owners save it in the app (at first 0). */
  stripeSurchargePercent: number | null;
  /** The workshop's own Twilio account for texts; null (with the rest) → each text is a file under DATA_DIR/outbox/sms/. */
  twilioAccountSid: string | null;
  twilioAuthToken: string | null;
  /** The sender: a number in E.164 or an alphanumeric sender ID (up to 11 letters, digits and spaces). */
  twilioFrom: string | null;
  /** A Twilio Messaging Service that picks the sender (used instead of TWILIO_FROM when set). */
  twilioMessagingServiceSid: string | null;
  /** Twilio's API base URL (tests point it at a local stand-in). */
  twilioApiUrl: string;
  /** SMS_KINDS: which messages go by text as well (to customers whose preference includes texts), e.g. booking.confirmation; null (unset) → as the owners switch them in the app. */
  smsKinds: string[] | null;
  /** WEBHOOK_ALLOW_PRIVATE: webhooks may go to loopback, private and link-local addresses, and over plain http (tests, on-premises integrations). */
  webhookAllowPrivate: boolean;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const str = (name: string, fallback: string): string => {
    const v = env[name]?.trim();
    return v ? v : fallback;
  };
  const optional = (name: string): string | null => env[name]?.trim() || null;
  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min || n > max) {
      problems.push(`${name} must be an integer from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return n;
  };
  const url = (name: string, protocols: string[]): string | null => {
    const raw = optional(name);
    if (!raw) return null;
    try {
      const u = new URL(raw);
      if (!protocols.includes(u.protocol)) {
        problems.push(`${name} must use ${protocols.map((p) => p.replace(':', '://')).join(' or ')} (got "${u.protocol}")`);
      }
    } catch {
      problems.push(`${name} is not a valid URL`);
    }
    return raw;
  };
  const coordinate = (name: string, fallback: number, limit: number): number => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const n = Number(raw);
    if (!Number.isFinite(n) || Math.abs(n) > limit) {
      problems.push(`${name} must be a number from -${limit} to ${limit} (got "${raw}")`);
      return fallback;
    }
    return n;
  };
  /** Empty, or an ABN whose checksum holds, written as the ATO writes it (it is printed on tax invoices). */
  const abn = (name: string): string => {
    const raw = str(name, '');
    if (!raw) return '';
    if (isValidAbn(raw)) return formatAbn(raw);
    problems.push(`${name} must be an 11-digit ABN whose check digits are right (got "${raw}")`);
    return '';
  };
  const bankAccount = (): BankAccount | null => {
    const read = readBankAccount(
      { accountName: str('BANK_ACCOUNT_NAME', ''), bsb: str('BANK_BSB', ''), accountNumber: str('BANK_ACCOUNT_NUMBER', '') },
      { accountName: 'BANK_ACCOUNT_NAME', bsb: 'BANK_BSB', accountNumber: 'BANK_ACCOUNT_NUMBER' },
    );
    problems.push(...read.problems);
    return read.account;
  };
  const email = (name: string, fallback: string): string => {
    const v = str(name, fallback);
    if (!EMAIL.test(v.replace(/^.*<(.+)>$/, '$1'))) problems.push(`${name} must be an email address (got "${v}")`);
    return v;
  };

  /** true/false (also 1/0, yes/no); unset is false. */
  const flag = (name: string): boolean => {
    const raw = optional(name)?.toLowerCase();
    if (!raw || ['0', 'false', 'no'].includes(raw)) return false;
    if (['1', 'true', 'yes'].includes(raw)) return true;
    problems.push(`${name} must be true or false (got "${raw}")`);
    return false;
  };

  /** Texts through the workshop's Twilio account: the SID and token together, and a sender (a number, a sender ID or a messaging service). */
  const twilio = () => {
    const accountSid = optional('TWILIO_ACCOUNT_SID');
    const authToken = optional('TWILIO_AUTH_TOKEN');
    const from = optional('TWILIO_FROM');
    const messagingServiceSid = optional('TWILIO_MESSAGING_SERVICE_SID');
    if (accountSid && !/^AC[0-9a-fA-F]{32}$/.test(accountSid)) problems.push('TWILIO_ACCOUNT_SID must be AC followed by 32 hex digits');
    if (Boolean(accountSid) !== Boolean(authToken)) problems.push('TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN must be set together');
    if (from && !/^\+[1-9][0-9]{7,14}$/.test(from) && !/^(?=.*[A-Za-z])[A-Za-z0-9 ]{1,11}$/.test(from)) {
      problems.push(`TWILIO_FROM must be a number in E.164 (+61...) or a sender ID of up to 11 letters, digits and spaces (got "${from}")`);
    }
    if (messagingServiceSid && !/^MG[0-9a-fA-F]{32}$/.test(messagingServiceSid)) problems.push('TWILIO_MESSAGING_SERVICE_SID must be MG followed by 32 hex digits');
    if (accountSid && !from && !messagingServiceSid) problems.push('TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID must be set with TWILIO_ACCOUNT_SID');
    return {
      twilioAccountSid: accountSid,
      twilioAuthToken: authToken,
      twilioFrom: from,
      twilioMessagingServiceSid: messagingServiceSid,
      twilioApiUrl: (url('TWILIO_API_URL', ['http:', 'https:']) ?? 'https://api.twilio.com').replace(/\/+$/, ''),
      smsKinds: optional('SMS_KINDS')?.split(',').map((k) => k.trim()).filter((k) => k && k !== 'none') ?? null,
    };
  };

  const port = int('PORT', 3000, 0, 65535);
  const host = str('HOST', '0.0.0.0');
  const publicUrl = str('PUBLIC_URL', `http://localhost:${port}`).replace(/\/+$/, '');
  try {
    new URL(publicUrl);
  } catch {
    problems.push('PUBLIC_URL is not a valid URL');
  }
  // Default: data/ at the repository root, whatever the cwd.
  const dataDir = path.resolve(str('DATA_DIR', path.join(REPO_ROOT, 'data')));
  const timeZone = str('BUSINESS_TIMEZONE', 'Australia/Melbourne');
  try {
    new Intl.DateTimeFormat('en-AU', { timeZone });
  } catch {
    problems.push(`BUSINESS_TIMEZONE is not a known time zone (got "${timeZone}")`);
  }
  const xeroAccountCode = str('XERO_ACCOUNT_CODE', '200');
  if (!/^[A-Za-z0-9.-]{1,10}$/.test(xeroAccountCode)) problems.push(`XERO_ACCOUNT_CODE must be a Xero account code: 1 to 10 letters, digits, dots or dashes (got "${xeroAccountCode}")`);
  const xeroPaymentAccountCode = str('XERO_PAYMENT_ACCOUNT_CODE', '090');
  if (!/^[A-Za-z0-9.-]{1,10}$/.test(xeroPaymentAccountCode)) {
    problems.push(`XERO_PAYMENT_ACCOUNT_CODE must be a Xero account code: 1 to 10 letters, digits, dots or dashes (got "${xeroPaymentAccountCode}")`);
  }
  if (Boolean(optional('XERO_CLIENT_ID')) !== Boolean(optional('XERO_CLIENT_SECRET'))) problems.push('XERO_CLIENT_ID and XERO_CLIENT_SECRET must be set together');
  const logLevel = str('LOG_LEVEL', 'info');
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  const pubsub = str('PUBSUB', 'memory');
  if (pubsub !== 'memory' && pubsub !== 'postgres') problems.push('PUBSUB must be "memory" or "postgres"');
  const jwtSecret = optional('JWT_SECRET');
  if (jwtSecret && jwtSecret.length < 32) problems.push('JWT_SECRET must be at least 32 characters');
  const settingsKeyText = optional('SETTINGS_KEY');
  const settingsKey = settingsKeyText ? Buffer.from(settingsKeyText, 'base64') : null;
  if (settingsKeyText && (settingsKey!.length !== 32 || !/^[A-Za-z0-9+/]+={0,2}$/.test(settingsKeyText))) {
    problems.push('SETTINGS_KEY must be 32 bytes in base64 (44 characters; make one with: openssl rand -base64 32)');
  }
  const adminUsername = str('ADMIN_USERNAME', 'admin');
  const adminPassword = optional('ADMIN_PASSWORD');
  // The first admin is an owner: held to the rules every other password is.
  const weak = adminPassword ? passwordProblems(adminPassword, adminUsername) : [];
  if (weak.length) problems.push(`ADMIN_PASSWORD does not meet the password rules (${PASSWORD_RULES}): ${weak.join(' ')}`);
  const webDist = optional('WEB_DIST');
  const backupSchedule = str('BACKUP_SCHEDULE', '0 2 * * *');
  try {
    new Cron(backupSchedule, { paused: true }).stop();
  } catch (err) {
    problems.push(`BACKUP_SCHEDULE must be a cron expression such as "0 2 * * *" (${(err as Error).message}; got "${backupSchedule}")`);
  }

  // A card surcharge as the owner sets it: a percentage from 0 to 5, at most 2 decimals.
  const surchargePercent = (): number | null => {
    const raw = optional('STRIPE_SURCHARGE_PERCENT');
    if (raw === null) return null;
    if (/^\d+(\.\d{1,2})?$/.test(raw) && Number(raw) <= 5) return Number(raw);
    problems.push(`STRIPE_SURCHARGE_PERCENT must be a percentage from 0 to 5 with at most 2 decimals (got "${raw}")`);
    return 0;
  };
  const reminderScheduleRaw = str('REMINDER_SCHEDULE', '*/15 * * * *');
  const reminderSchedule = reminderScheduleRaw.toLowerCase() === 'off' ? null : reminderScheduleRaw;
  if (reminderSchedule) {
    try {
      new Cron(reminderSchedule, { paused: true }).stop();
    } catch (err) {
      problems.push(`REMINDER_SCHEDULE must be a cron expression such as "*/15 * * * *", or off (${(err as Error).message}; got "${reminderSchedule}")`);
    }
  }

  const config: Config = {
    port,
    host,
    publicUrl,
    databaseUrl: url('DATABASE_URL', ['postgres:', 'postgresql:']),
    dataDir,
    adminUsername,
    adminPassword,
    adminEmail: email('ADMIN_EMAIL', 'admin@localhost.localdomain'),
    jwtSecret: jwtSecret ?? '',
    settingsKey,
    smtpUrl: url('SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: email('MAIL_FROM', 'Truganina Auto Care <bookings@localhost.localdomain>'),
    imapUrl: url('IMAP_URL', ['imap:', 'imaps:']),
    imapTimeoutMs: int('IMAP_TIMEOUT_MS', 15_000, 100, 600_000),
    businessName: str('BUSINESS_NAME', 'Truganina Auto Care'),
    businessAbn: abn('BUSINESS_ABN'),
    bankAccount: bankAccount(),
    businessAddress: str('BUSINESS_ADDRESS', '12 Industrial Drive, Truganina VIC 3029'),
    businessPhone: str('BUSINESS_PHONE', '(03) 9000 1234'),
    businessEmail: email('BUSINESS_EMAIL', 'info@truganinaautocare.com.au'),
    businessLatitude: coordinate('BUSINESS_LATITUDE', -37.8136, 90),
    businessLongitude: coordinate('BUSINESS_LONGITUDE', 144.7297, 180),
    socialUrl: str('SOCIAL_URL', 'https://www.facebook.com/'),
    mapsUrl: str('MAPS_URL', 'https://www.google.com/maps/search/?api=1&query=Truganina+VIC+3029'),
    timeZone,
    xeroAccountCode,
    xeroClientId: optional('XERO_CLIENT_ID'),
    xeroClientSecret: optional('XERO_CLIENT_SECRET'),
    xeroIdentityUrl: (url('XERO_IDENTITY_URL', ['http:', 'https:']) ?? 'https://identity.xero.com').replace(/\/+$/, ''),
    xeroLoginUrl: (url('XERO_LOGIN_URL', ['http:', 'https:']) ?? 'https://login.xero.com').replace(/\/+$/, ''),
    xeroApiUrl: (url('XERO_API_URL', ['http:', 'https:']) ?? 'https://api.xero.com').replace(/\/+$/, ''),
    xeroPaymentAccountCode,
    xeroTimeoutMs: int('XERO_TIMEOUT_MS', 30_000, 50, 300_000),
    publicRateLimit: int('PUBLIC_RATE_LIMIT', 10, 1, 1_000_000_000),
    publicReadRateLimit: int('PUBLIC_READ_RATE_LIMIT', 600, 1, 1_000_000_000),
    apiKeyRateLimit: int('API_KEY_RATE_LIMIT', 600, 1, 1_000_000_000),
    loginRateLimit: int('LOGIN_RATE_LIMIT', 5, 1, 1_000_000),
    adminSessionMinutes: int('ADMIN_SESSION_MINUTES', 720, 1, 43_200),
    logLevel,
    pubsub: pubsub === 'postgres' ? 'postgres' : 'memory',
    dbPoolSize: int('DB_POOL_SIZE', 10, 1, 200),
    outboxPollMs: int('OUTBOX_POLL_MS', 2000, 10, 3_600_000),
    outboxRetryBaseMs: int('OUTBOX_RETRY_BASE_MS', 30_000, 1, 3_600_000),
    outboxMaxAttempts: int('OUTBOX_MAX_ATTEMPTS', 12, 1, 1000),
    outboxLeaseMs: int('OUTBOX_LEASE_MS', 15_000, 300, 3_600_000),
    httpIdleTimeoutMs: int('HTTP_IDLE_TIMEOUT_MS', 30_000, 100, 3_600_000),
    httpKeepAliveTimeoutMs: int('HTTP_KEEP_ALIVE_TIMEOUT_MS', 5_000, 100, 3_600_000),
    httpHeadersTimeoutMs: int('HTTP_HEADERS_TIMEOUT_MS', 15_000, 100, 3_600_000),
    httpRequestTimeoutMs: int('HTTP_REQUEST_TIMEOUT_MS', 30_000, 100, 3_600_000),
    webDist: webDist ? path.resolve(webDist) : null,
    trustProxy: ['1', 'true', 'yes'].includes(str('TRUST_PROXY', 'false').toLowerCase()),
    backupDir: path.resolve(str('BACKUP_DIR', path.join(dataDir, 'backups'))),
    backupSchedule,
    backupKeep: int('BACKUP_KEEP', 14, 1, 10_000),
    reminderSchedule,
    appointmentReminderHours: int('APPOINTMENT_REMINDER_HOURS', 24, 3, 168),
    serviceIntervalMonths: int('SERVICE_INTERVAL_MONTHS', 12, 1, 60),
    serviceReminderDays: int('SERVICE_REMINDER_DAYS', 14, 1, 90),
    reviewUrl: url('REVIEW_URL', ['http:', 'https:']),
    reviewRequestDays: int('REVIEW_REQUEST_DAYS', 2, 0, 60),
    workshopBays: int('WORKSHOP_BAYS', 1, 1, 20),
    stripeSecretKey: optional('STRIPE_SECRET_KEY'),
    stripeWebhookSecret: optional('STRIPE_WEBHOOK_SECRET'),
    stripeApiUrl: url('STRIPE_API_URL', ['http:', 'https:']),
    stripeSurchargePercent: surchargePercent(),
    ...twilio(),
    webhookAllowPrivate: flag('WEBHOOK_ALLOW_PRIVATE'),
  };

  // Node refuses a headers timeout above the request timeout.
  if (config.httpHeadersTimeoutMs > config.httpRequestTimeoutMs) {
    problems.push('HTTP_HEADERS_TIMEOUT_MS must not exceed HTTP_REQUEST_TIMEOUT_MS');
  }
  if (problems.length) throw new ConfigError(problems);
  return config;
}
