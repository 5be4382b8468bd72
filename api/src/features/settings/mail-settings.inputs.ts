/**
 * The mail servers an owner saves (PUT /api/admin/settings/mail and /mailbox, updateMailSettings,
 * updateMailboxSettings): host, port, TLS, username, password and (outgoing mail) the From
 * address. A blank or missing password keeps the one saved. Each field is checked with its own
 * message (the first one is the answer's message, all of them in its `fields`).
 */
import { isEmail, isFQDN, isIP } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { cleanText, hasControlCharacters, singleLineMessage } from '../../shared/text.js';
import { formReader } from './form-reader.js';

@InputType({ description: 'The IMAP mailbox the Email Manager reads (owners). A blank password keeps the saved one.' })
export class MailboxSettingsInput {
  @Field(() => String, { description: 'Host name or IP address, e.g. imap.gmail.com.' })
  host!: string;

  @Field(() => Int, { description: '1 to 65535: usually 993 with TLS, 143 without.' })
  port!: number;

  @Field(() => Boolean, { description: 'TLS from the first byte (993); false: plain, upgraded by STARTTLS when offered.' })
  secure!: boolean;

  @Field(() => String)
  user!: string;

  @Field(() => String, { nullable: true, description: 'Blank or missing: the saved password stays.' })
  password?: string | null;
}

@InputType({ description: 'The SMTP server outgoing mail is sent through (owners). A blank password keeps the saved one.' })
export class MailSettingsInput extends MailboxSettingsInput {
  @Field(() => String, { description: 'The From of every email: an address, or "Name <address>".' })
  from!: string;
}

/** A server as saved: `password` null keeps the saved one. */
export interface SavedServer {
  host: string;
  port: number;
  secure: boolean;
  user: string;
  password: string | null;
  from: string | null;
}

/** Reads and checks a server; `withFrom`: outgoing mail, whose From address is required. */
export function readMailServer(raw: Record<string, unknown>, withFrom: boolean): SavedServer {
  const form = formReader(raw);
  const fail = form.fail;
  const text = (field: string, label: string, max: number, required: boolean): string => {
    const value = form.given(field, label, required);
    if (value === undefined) return '';
    if (hasControlCharacters(value)) fail(field, singleLineMessage(label));
    else if (required && !cleanText(value)) fail(field, `${label} is required.`);
    else if (value.length > max) fail(field, `${label} must be at most ${max} characters.`);
    return field === 'password' ? value : cleanText(value);
  };

  const host = text('host', 'Server', 253, true).toLowerCase();
  if (host && !isIP(host) && !isFQDN(host, { require_tld: false })) fail('host', 'Server must be a host name such as smtp.example.com, or an IP address.');
  const port = raw.port;
  if (typeof port !== 'number' || !Number.isInteger(port) || port < 1 || port > 65535) fail('port', 'Port must be a whole number from 1 to 65535.');
  if (typeof raw.secure !== 'boolean') fail('secure', 'TLS must be true or false.');
  const user = text('user', 'Username', 254, false);
  const password = text('password', 'Password', 500, false);
  let from: string | null = null;
  if (withFrom) {
    from = text('from', 'From address', 320, true);
    if (from && !isEmail(from.replace(/^.*<(.+)>$/, '$1').trim())) fail('from', 'From address must be an email address, or "Name <address>".');
  }

  form.done();
  return { host, port: port as number, secure: raw.secure as boolean, user, password: password === '' ? null : password, from };
}
