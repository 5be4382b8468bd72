/** A job card's stock moves found by its id: what deleting its invoice returns, and what its parts cost (the margin). */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261220060003 extends Migration {

  override name = 'Migration20261220060003';

  override up(): void | Promise<void> {
    this.addSql(`create index "stock_move_job_card_index" on "stock_move" ("job_card_id") where "job_card_id" is not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "stock_move_job_card_index";`);
  }

}
