/**
 * The mail servers an owner saved in the app: one row for outgoing mail ('smtp') and one for the
 * mailbox ('imap'). The password is kept sealed (secret-box.ts): this table never holds it in clear.
 */
import { Check, Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

export type MailServerKind = 'smtp' | 'imap';

@Entity({ tableName: 'mail_server_setting' })
@Check({ name: 'mail_server_setting_kind', expression: `"kind" in ('smtp', 'imap')` })
export class MailServerRow {
  @PrimaryKey({ type: 'string', length: 10 })
  kind!: MailServerKind;

  @Property({ type: 'string', length: 253 })
  host!: string;

  @Property({ type: 'integer' })
  port!: number;

  /** TLS from the first byte (smtps/imaps); false: plain, upgraded by STARTTLS when the server offers it. */
  @Property({ type: 'boolean' })
  secure!: boolean;

  /** Empty: the server takes mail without signing in (a local relay). */
  @Property({ type: 'string', length: 254 })
  username!: string;

  /** AES-256-GCM sealed ('v1:…'); empty when there is no password. */
  @Property({ type: 'text' })
  passwordSealed!: string;

  /** Outgoing mail's From address ('Name <address>'); null for the mailbox. */
  @Property({ type: 'string', length: 320, nullable: true })
  fromAddress!: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  savedAt!: Date;

  @Property({ type: 'string', length: 100 })
  savedBy!: string;
}
