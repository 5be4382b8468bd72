import { Migration } from '@mikro-orm/migrations';

/**
 * Job cards get a number from a database sequence (JC-000123), the existing ones numbered in the
 * order they were created; a quote records the name the customer gave with their decision.
 */
export class Migration20261216010000 extends Migration {
  override name = 'Migration20261216010000';

  override up(): void | Promise<void> {
    this.addSql(`create sequence if not exists "job_number_seq";`);
    this.addSql(`alter table "job_card" add column "job_number" int null;`);
    this.addSql(`update "job_card" set "job_number" = numbered.n
      from (select "_id", row_number() over (order by "created_at", "_id") as n from "job_card") as numbered
      where numbered."_id" = "job_card"."_id";`);
    this.addSql(`select setval('job_number_seq', coalesce((select max("job_number") from "job_card"), 0) + 1, false);`);
    this.addSql(`alter table "job_card" alter column "job_number" set default nextval('job_number_seq');`);
    this.addSql(`alter table "job_card" alter column "job_number" set not null;`);
    this.addSql(`alter sequence "job_number_seq" owned by "job_card"."job_number";`);
    this.addSql(`alter table "job_card" add constraint "job_card_job_number_unique" unique ("job_number");`);
    this.addSql(`alter table "quote" add column "decided_by_name" varchar(200) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "quote" drop column "decided_by_name";`);
    this.addSql(`alter table "job_card" drop column "job_number";`);
    this.addSql(`drop sequence if exists "job_number_seq";`);
  }
}
