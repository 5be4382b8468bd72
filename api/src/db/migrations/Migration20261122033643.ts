import { Migration } from '@mikro-orm/migrations';

export class Migration20261122033643 extends Migration {

  override name = 'Migration20261122033643';

  override up(): void | Promise<void> {
    this.addSql(`alter table "outbox_message" add "template" varchar(100) null, add "payload" jsonb null;`);
    this.addSql(`alter table "outbox_message" alter column "subject" drop not null;`);
    this.addSql(`alter table "outbox_message" alter column "text" drop not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "outbox_message" drop column "template", drop column "payload";`);
    this.addSql(`alter table "outbox_message" alter column "subject" set not null;`);
    this.addSql(`alter table "outbox_message" alter column "text" set not null;`);
  }

}
