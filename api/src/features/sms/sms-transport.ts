/**
 * Where a text goes: the workshop's Twilio account over its Messages API (POST
 * /2010-04-01/Accounts/{AccountSid}/Messages.json, form-encoded, HTTP Basic auth SID:token), or,
 * without an account, a file under DATA_DIR/outbox/sms/ (as mail without a server).
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

interface OutgoingSms {
  id: string;
  to: string;
  body: string;
}

/** What the provider answered: its id for the message (delivery reports name it). */
interface SmsAccepted {
  providerSid: string | null;
}

export interface SmsTransport {
  /** Where texts go, in words (the monitor and the log). */
  readonly description: string;
  /** True when texts reach phones (not files). */
  readonly connected: boolean;
  send(sms: OutgoingSms): Promise<SmsAccepted>;
}

export interface TwilioAccount {
  accountSid: string;
  authToken: string;
  /** A number in E.164 or an alphanumeric sender ID; ignored when `messagingServiceSid` is set. */
  from: string | null;
  messagingServiceSid: string | null;
  apiUrl: string;
  /** Where Twilio posts the delivery reports. */
  statusCallback: string;
}

/** A refusal that trying again cannot change (a bad number, a sender the account may not use). */
export class PermanentSmsError extends Error {}

const TIMEOUT_MS = 15_000;

export function twilioTransport(account: TwilioAccount): SmsTransport {
  const endpoint = `${account.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(account.accountSid)}/Messages.json`;
  const auth = `Basic ${Buffer.from(`${account.accountSid}:${account.authToken}`).toString('base64')}`;
  return {
    description: `Twilio account ${account.accountSid.slice(0, 6)}… (${account.messagingServiceSid ? 'messaging service' : account.from})`,
    connected: true,
    async send(sms) {
      const form = new URLSearchParams({ To: sms.to, Body: sms.body, StatusCallback: account.statusCallback });
      if (account.messagingServiceSid) form.set('MessagingServiceSid', account.messagingServiceSid);
      else form.set('From', account.from ?? '');
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: form,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const text = await response.text();
      let answer: { sid?: string; status?: string; code?: number; message?: string } = {};
      try {
        answer = JSON.parse(text) as typeof answer;
      } catch {
        // Not JSON (a proxy's error page): the status line says enough.
      }
      if (!response.ok) {
        const problem = `Twilio answered ${response.status}${answer.code ? ` (error ${answer.code})` : ''}: ${answer.message ?? text.slice(0, 200)}`;
        // 400: Twilio refused this message itself (e.g. 21211, not a valid number); 401/403/404/429/5xx may pass.
        throw response.status === 400 ? new PermanentSmsError(problem) : new Error(problem);
      }
      return { providerSid: answer.sid ?? null };
    },
  };
}

/** Each text as a file DATA_DIR/outbox/sms/<time>-<id>.txt, written whole (renamed from a hidden part). */
export function fileTransport(dataDir: string): SmsTransport {
  const dir = path.join(dataDir, 'outbox', 'sms');
  return {
    description: `files in ${dir}`,
    connected: false,
    async send(sms) {
      await mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${sms.id}.txt`;
      const part = path.join(dir, `.${name}.part`);
      await writeFile(part, `To: ${sms.to}\n\n${sms.body}\n`);
      await rename(part, path.join(dir, name));
      return { providerSid: null };
    },
  };
}
