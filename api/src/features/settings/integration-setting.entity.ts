/**
 * The outside accounts an owner connects in the app, one row each: the Twilio account texts go
 * through ('twilio'), which messages go by text ('smsKinds') and the Stripe account invoices are
 * paid online through ('stripe'). Secrets (auth token, secret key, webhook secret) are kept sealed
 * (secret-box.ts) in `secretSealed`: this table never holds them in clear.
 */
import { Check, Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

export type IntegrationKey = 'twilio' | 'smsKinds' | 'stripe';

@Entity({ tableName: 'integration_setting' })
@Check({ name: 'integration_setting_key', expression: `"key" in ('twilio', 'smsKinds', 'stripe')` })
export class IntegrationSettingRow {
  @PrimaryKey({ type: 'string', length: 20 })
  key!: IntegrationKey;

  /** What may be read back (the account SID, the sender, the switches, the surcharge). */
  @Property({ type: 'json', columnType: 'jsonb' })
  value!: Record<string, unknown>;

  /** The secrets as one sealed JSON object ('v1:…'); empty when the row has none. */
  @Property({ type: 'text' })
  secretSealed!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  savedAt!: Date;

  @Property({ type: 'string', length: 100 })
  savedBy!: string;
}
