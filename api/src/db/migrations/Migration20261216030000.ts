import { Migration } from '@mikro-orm/migrations';

/** The mail servers saved in the app (outgoing SMTP, the IMAP mailbox), their passwords sealed. */
export class Migration20261216030000 extends Migration {
  override name = 'Migration20261216030000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "mail_server_setting" ("kind" varchar(10) not null, "host" varchar(253) not null, "port" int not null, "secure" boolean not null, "username" varchar(254) not null, "password_sealed" text not null, "from_address" varchar(320) null, "saved_at" timestamptz not null, "saved_by" varchar(100) not null, primary key ("kind"), constraint mail_server_setting_kind check ("kind" in ('smtp', 'imap')));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "mail_server_setting" cascade;`);
  }
}
