/**
 * A customer's text as Twilio posts it to the workshop's webhook: its form fields signed with the
 * auth token the e2e server gives the api (server.mjs: the Twilio stand-in's), as Twilio signs
 * them (HMAC-SHA1 over the URL and each field's name and value in name order, base64).
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';

/** api/test/twilio-stand-in.ts's TWILIO_TEST_TOKEN and TWILIO_TEST_SID. */
const AUTH_TOKEN = 'standin-auth-token-0123456789';
const ACCOUNT_SID = `AC${'0123456789abcdef'.repeat(2)}`;

export async function textFromCustomer(request: APIRequestContext, baseUrl: string, from: string, body: string): Promise<number> {
  const sid = `SM${randomBytes(16).toString('hex')}`;
  const params: Record<string, string> = { AccountSid: ACCOUNT_SID, MessageSid: sid, SmsSid: sid, From: from, To: '+61480000000', Body: body, NumMedia: '0', ApiVersion: '2010-04-01' };
  const url = `${baseUrl}/api/sms/inbound`;
  const signed = Object.keys(params)
    .sort()
    .reduce((acc, key) => acc + key + params[key], url);
  const signature = createHmac('sha1', AUTH_TOKEN).update(signed).digest('base64');
  const res = await request.post(url, { form: params, headers: { 'x-twilio-signature': signature } });
  return res.status();
}
