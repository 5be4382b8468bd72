/** Outgoing mail and the mailbox as GraphQL and REST answer them: never a password. */
import { Field, Int, ObjectType } from 'type-graphql';
import type { MailServerView } from './mail-servers.js';

@ObjectType({ description: 'A mail server in effect (outgoing SMTP or the IMAP mailbox): saved in the app, else the environment’s. Never its password.' })
export class MailServerSettings {
  @Field(() => Boolean, { description: 'A server is set up (saved in the app, or SMTP_URL / IMAP_URL).' })
  configured!: boolean;

  @Field(() => String, { nullable: true, description: '"app" (saved by an owner), "environment" (SMTP_URL / IMAP_URL), or null (none).' })
  source!: string | null;

  @Field(() => String, { nullable: true })
  host!: string | null;

  @Field(() => Int, { nullable: true })
  port!: number | null;

  @Field(() => Boolean, { nullable: true, description: 'TLS from the first byte (ports 465 and 993).' })
  secure!: boolean | null;

  @Field(() => String, { nullable: true })
  user!: string | null;

  @Field(() => String, { nullable: true, description: 'Outgoing mail: the From of every email.' })
  from!: string | null;

  @Field(() => Boolean, { description: 'A password is kept (it is never answered).' })
  passwordSaved!: boolean;

  @Field(() => String, { nullable: true, description: 'Why the saved server cannot be used as it is (e.g. its password was sealed with another key: enter it again), else null.' })
  problem!: string | null;

  @Field(() => Date, { nullable: true })
  savedAt!: Date | null;

  @Field(() => String, { nullable: true })
  savedBy!: string | null;
}

@ObjectType({ description: 'The outcome of a mail server test, in a sentence.' })
export class MailTestResult {
  @Field(() => String)
  message!: string;
}

export function mailServerSettingsOf(view: MailServerView): MailServerSettings {
  const { kind: _kind, ...settings } = view;
  return settings;
}

/** The REST answer: `{ configured, source, host, port, secure, user, from, passwordSaved, problem, savedAt, savedBy }`. */
export function mailServerJson(view: MailServerView): Record<string, unknown> {
  const { kind, ...settings } = view;
  const json: Record<string, unknown> = { ...settings, savedAt: settings.savedAt?.toISOString() ?? null };
  if (kind === 'imap') delete json.from;
  return json;
}
