/** The audit trail lets a customer's erasure de-identify the words of the entries that name them, and nothing else. */
import { Migration } from '@mikro-orm/migrations';
import { rulesSql } from '../../../db/sql.js';

export class Migration20261225031000 extends Migration {

  override name = 'Migration20261225031000';

  override up(): void | Promise<void> {
    for (const sql of rulesSql({ 'audit-event-append-only': '9320facb0de5' })) this.addSql(sql);
  }
}
