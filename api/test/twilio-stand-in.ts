/**
 * A local stand-in for Twilio's Messages API as its documentation states it: POST
 * /2010-04-01/Accounts/{AccountSid}/Messages.json with a form body (To, From or
 * MessagingServiceSid, Body, StatusCallback), HTTP Basic auth AccountSid:AuthToken, answering 201
 * with the message's JSON (sid, status 'queued'); a wrong account or token answers 401 with
 * Twilio's error JSON. `report` posts a delivery report to the message's StatusCallback as Twilio
 * does, signed with the official package's own `getExpectedTwilioSignature`.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import twilio from 'twilio';

export const TWILIO_TEST_SID = `AC${'0123456789abcdef'.repeat(2)}`;
export const TWILIO_TEST_TOKEN = 'standin-auth-token-0123456789';

export interface StandInMessage {
  sid: string;
  params: Record<string, string>;
}

export interface TwilioStandIn {
  url: string;
  /** Every message accepted, in order. */
  messages: StandInMessage[];
  /** Every request to the Messages resource, accepted or not. */
  requests: number;
  /** Answer this many of the next requests with 503 (Twilio's "Service Unavailable"). */
  failNext: number;
  /** Posts Twilio's delivery report of `message` to the app (`appUrl`: where it listens), signed for its StatusCallback; the app's status. */
  report(message: StandInMessage, status: string, appUrl: string, options?: { token?: string; errorCode?: string }): Promise<number>;
  close(): Promise<void>;
}

function read(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

export async function startTwilioStandIn(): Promise<TwilioStandIn> {
  const standIn: TwilioStandIn = {
    url: '',
    messages: [],
    requests: 0,
    failNext: 0,
    async report(message, status, appUrl, options = {}) {
      const params: Record<string, string> = {
        AccountSid: TWILIO_TEST_SID,
        MessageSid: message.sid,
        SmsSid: message.sid,
        MessageStatus: status,
        SmsStatus: status,
        To: message.params.To!,
        From: message.params.From ?? '',
        ApiVersion: '2010-04-01',
        ...(options.errorCode ? { ErrorCode: options.errorCode } : {}),
      };
      const signature = twilio.getExpectedTwilioSignature(options.token ?? TWILIO_TEST_TOKEN, message.params.StatusCallback!, params);
      const callback = new URL(message.params.StatusCallback!);
      const res = await fetch(`${appUrl}${callback.pathname}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
        body: new URLSearchParams(params),
      });
      return res.status;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const expectedAuth = `Basic ${Buffer.from(`${TWILIO_TEST_SID}:${TWILIO_TEST_TOKEN}`).toString('base64')}`;
  const server = createServer((request, response) => {
    void (async () => {
      const body = await read(request);
      const json = (status: number, value: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(value));
      };
      if (request.method !== 'POST' || request.url !== `/2010-04-01/Accounts/${TWILIO_TEST_SID}/Messages.json`) {
        return json(404, { code: 20404, message: 'The requested resource was not found', status: 404 });
      }
      standIn.requests++;
      if (request.headers.authorization !== expectedAuth) return json(401, { code: 20003, message: 'Authenticate', status: 401 });
      if (standIn.failNext > 0) {
        standIn.failNext--;
        return json(503, { code: 20500, message: 'Service Unavailable', status: 503 });
      }
      const params = Object.fromEntries(new URLSearchParams(body));
      if (!params.To || !params.Body || (!params.From && !params.MessagingServiceSid)) {
        return json(400, { code: 21604, message: "A 'To' phone number, a 'Body' and a 'From' or 'MessagingServiceSid' are required.", status: 400 });
      }
      const sid = `SM${randomBytes(16).toString('hex')}`;
      standIn.messages.push({ sid, params });
      json(201, { sid, account_sid: TWILIO_TEST_SID, to: params.To, from: params.From ?? null, body: params.Body, status: 'queued', num_segments: '1' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return standIn;
}

export interface InboundText {
  from: string;
  body: string;
  /** Twilio's MessageSid; a new one unless given (give the same one to post a retry). */
  sid?: string;
}

/**
 * Posts a text a customer sent, as Twilio posts it to the number's webhook: its form fields
 * signed with the official package's `getExpectedTwilioSignature` for `publicUrl` + /api/sms/inbound
 * (with `token`, the auth token by default). Answers the app's status and body.
 */
export async function postInboundText(appUrl: string, text: InboundText, options: { publicUrl?: string; token?: string } = {}): Promise<{ status: number; body: string; sid: string }> {
  const sid = text.sid ?? `SM${randomBytes(16).toString('hex')}`;
  const params: Record<string, string> = {
    ToCountry: 'AU',
    SmsMessageSid: sid,
    NumMedia: '0',
    SmsSid: sid,
    SmsStatus: 'received',
    Body: text.body,
    To: '+61480000000',
    NumSegments: '1',
    MessageSid: sid,
    AccountSid: TWILIO_TEST_SID,
    From: text.from,
    FromCountry: 'AU',
    ApiVersion: '2010-04-01',
  };
  const url = `${options.publicUrl ?? 'http://workshop.test'}/api/sms/inbound`;
  const signature = twilio.getExpectedTwilioSignature(options.token ?? TWILIO_TEST_TOKEN, url, params);
  const res = await fetch(`${appUrl}/api/sms/inbound`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
    body: new URLSearchParams(params),
  });
  return { status: res.status, body: await res.text(), sid };
}
