/** A job card waiting for parts (the job board): when the wait began, null when it is not waiting; a status change ends the wait. */
import { Migration } from '@mikro-orm/migrations';
import { rulesSql } from '../sql.js';

export class Migration20261220040000 extends Migration {
  override name = 'Migration20261220040000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "job_card" add column "waiting_for_parts_since" timestamptz null;`);
    for (const statements of rulesSql({ 'job-card-parts-wait': '512152033bd0' })) this.addSql(statements);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "job_card_parts_wait" on "job_card";`);
    this.addSql(`drop function if exists job_card_parts_wait();`);
    this.addSql(`alter table "job_card" drop column "waiting_for_parts_since";`);
  }
}
