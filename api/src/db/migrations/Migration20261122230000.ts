import { Migration } from '@mikro-orm/migrations';

export class Migration20261122230000 extends Migration {

  override name = 'Migration20261122230000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "outbox_message" add "payload_version" int null, add "locked_by" varchar(36) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "outbox_message" drop column "payload_version", drop column "locked_by";`);
  }

}
