/**
 * The text settings an owner saves (PUT /api/admin/settings/texts, updateSmsSettings; PUT
 * /api/admin/settings/texts/kinds, updateSmsKinds; POST /api/admin/settings/texts/test,
 * sendTestText). The account SID, sender and messaging service follow the rules the environment's
 * TWILIO_* variables do; a blank or missing auth token keeps the saved one; an empty account SID
 * disconnects texts.
 */
import { Field, InputType } from 'type-graphql';
import { hasControlCharacters } from '../../shared/text.js';
import { formReader } from './form-reader.js';

@InputType({ description: 'The Twilio account texts go through (owners). An empty account SID disconnects texts; a blank auth token keeps the saved one.' })
export class SmsSettingsInput {
  @Field(() => String, { description: 'AC followed by 32 hex digits, or empty to disconnect texts.' })
  accountSid!: string;

  @Field(() => String, { nullable: true, description: 'Blank or missing: the saved token stays.' })
  authToken?: string | null;

  @Field(() => String, { description: 'A number in E.164 (+61…) or a sender ID of up to 11 letters, digits and spaces; empty with a messaging service.' })
  from!: string;

  @Field(() => String, { description: 'MG followed by 32 hex digits; empty to send from `from`.' })
  messagingServiceSid!: string;
}

@InputType({ description: 'Which messages go by text as well as email (owners): the kinds switched on.' })
export class SmsKindsInput {
  @Field(() => [String], { description: 'e.g. ["booking.confirmation", "invoice.sent"]; any left out go by email only.' })
  kinds!: string[];
}

/** An account as saved: `authToken` null keeps the saved one. */
export interface SavedTwilio {
  accountSid: string;
  authToken: string | null;
  from: string | null;
  messagingServiceSid: string | null;
}

const ACCOUNT_SID = /^AC[0-9a-fA-F]{32}$/;
const SERVICE_SID = /^MG[0-9a-fA-F]{32}$/;
const E164 = /^\+[1-9][0-9]{7,14}$/;
const SENDER_ID = /^(?=.*[A-Za-z])[A-Za-z0-9 ]{1,11}$/;

/** Reads and checks a Twilio account, each field with its own message. */
export function readTwilioSettings(raw: Record<string, unknown>): SavedTwilio {
  const form = formReader(raw);
  const fail = form.fail;
  const text = (field: string, label: string) => {
    const value = form.given(field, label, false) ?? '';
    if (hasControlCharacters(value)) fail(field, `${label} must be one line without control characters.`);
    return value.trim();
  };
  const accountSid = text('accountSid', 'Account SID');
  const authToken = text('authToken', 'Auth token');
  const from = text('from', 'Sender');
  const messagingServiceSid = text('messagingServiceSid', 'Messaging service SID');
  if (accountSid && !ACCOUNT_SID.test(accountSid)) fail('accountSid', 'Account SID must be AC followed by 32 hex digits.');
  if (authToken.length > 200) fail('authToken', 'Auth token must be at most 200 characters.');
  if (from && !E164.test(from) && !SENDER_ID.test(from)) fail('from', 'Sender must be a number in E.164 (+61...) or a sender ID of up to 11 letters, digits and spaces.');
  if (messagingServiceSid && !SERVICE_SID.test(messagingServiceSid)) fail('messagingServiceSid', 'Messaging service SID must be MG followed by 32 hex digits.');
  if (accountSid && !from && !messagingServiceSid) fail('from', 'Sender or messaging service SID must be set with the account SID.');
  form.done();
  return { accountSid, authToken: authToken === '' ? null : authToken, from: from || null, messagingServiceSid: messagingServiceSid || null };
}

/** The kinds switched on, as a list of strings (else a 400). */
export function readSmsKinds(raw: unknown): string[] {
  const kinds = (raw as { kinds?: unknown } | null)?.kinds;
  if (!Array.isArray(kinds) || kinds.some((k) => typeof k !== 'string')) {
    const message = 'Kinds must be a list of the messages that go by text, e.g. ["booking.confirmation"].';
    const form = formReader({});
    form.fail('kinds', message);
    form.done();
  }
  return kinds as string[];
}
