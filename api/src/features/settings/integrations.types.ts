/** Texts (Twilio) and online payment (Stripe) settings as GraphQL and REST answer them: never a token, key or secret. */
import { Field, Float, ObjectType } from 'type-graphql';
import type { SmsSettingsView } from './sms-settings.service.js';
import type { StripeSettingsView } from './stripe-settings.service.js';

@ObjectType({ description: 'A message that can go by text as well as email, and whether it does.' })
class SmsKindSetting {
  @Field(() => String, { description: 'e.g. "booking.confirmation".' })
  kind!: string;

  @Field(() => String)
  label!: string;

  @Field(() => Boolean, { description: 'Marketing (service due, review requests): off until an owner turns it on.' })
  marketing!: boolean;

  @Field(() => Boolean)
  on!: boolean;
}

@ObjectType({ description: 'Texts in effect: the Twilio account (saved in the app, else the environment’s) and which messages go by text. Never the auth token.' })
export class SmsSettings {
  @Field(() => Boolean, { description: 'Texts reach phones; false: each is saved as a file under outboxFolder instead of being sent.' })
  connected!: boolean;

  @Field(() => String, { nullable: true, description: '"app" (saved by an owner), "environment" (TWILIO_ACCOUNT_SID), or null (none).' })
  source!: string | null;

  @Field(() => String, { nullable: true })
  accountSid!: string | null;

  @Field(() => String, { nullable: true, description: 'The sender: a number in E.164 or an alphanumeric sender ID.' })
  from!: string | null;

  @Field(() => String, { nullable: true })
  messagingServiceSid!: string | null;

  @Field(() => Boolean, { description: 'An auth token is kept (it is never answered).' })
  authTokenSaved!: boolean;

  @Field(() => String, { description: 'Where texts are saved as files while texts are not connected.' })
  outboxFolder!: string;

  @Field(() => [SmsKindSetting])
  kinds!: SmsKindSetting[];

  @Field(() => String, { description: '"environment" (SMS_KINDS decides), "app" (saved by an owner) or "default" (the transactional messages).' })
  kindsSource!: string;

  @Field(() => String, { nullable: true, description: 'Why the saved account cannot be used as it is (its token sealed with another key: enter it again), else null.' })
  problem!: string | null;

  @Field(() => Date, { nullable: true })
  savedAt!: Date | null;

  @Field(() => String, { nullable: true })
  savedBy!: string | null;

  @Field(() => Date, { nullable: true })
  kindsSavedAt!: Date | null;

  @Field(() => String, { nullable: true })
  kindsSavedBy!: string | null;
}

@ObjectType({ description: 'Online payment of invoices through Stripe Checkout in effect. Never the secret key or the webhook secret.' })
export class StripeSettings {
  @Field(() => Boolean, { description: 'Invoices carry a Pay now link: a secret key and a webhook secret are both in effect.' })
  connected!: boolean;

  @Field(() => Boolean)
  secretKeySaved!: boolean;

  @Field(() => Boolean)
  webhookSecretSaved!: boolean;

  @Field(() => Float, { description: 'The card surcharge Checkout adds, 0 to 5 %.' })
  surchargePercent!: number;

  @Field(() => [String], { description: 'The STRIPE_* environment variables that decide a value (they win over the app).' })
  fromEnvironment!: string[];

  @Field(() => String, { description: 'The address to paste into Stripe’s dashboard as the webhook endpoint.' })
  webhookUrl!: string;

  @Field(() => String, { nullable: true })
  problem!: string | null;

  @Field(() => Date, { nullable: true })
  savedAt!: Date | null;

  @Field(() => String, { nullable: true })
  savedBy!: string | null;
}

@ObjectType({ description: 'The outcome of a test text, in a sentence.' })
export class SmsTestResult {
  @Field(() => String)
  message!: string;
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** REST: the same fields, dates as ISO text. */
export function smsSettingsJson(view: SmsSettingsView) {
  return { ...view, savedAt: iso(view.savedAt), kindsSavedAt: iso(view.kindsSavedAt) };
}

export function stripeSettingsJson(view: StripeSettingsView) {
  return { ...view, savedAt: iso(view.savedAt) };
}
