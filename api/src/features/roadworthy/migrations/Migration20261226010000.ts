/** Photos of each roadworthy inspection item: the image and thumbnail documents go with the row (db/sql/roadworthy-photo-documents-gone.sql). */
import { Migration } from '@mikro-orm/migrations';
import { rulesSql } from '../../../db/sql.js';

export class Migration20261226010000 extends Migration {

  override name = 'Migration20261226010000';

  override up(): void | Promise<void> {
    this.addSql(`create table "roadworthy_photo" ("_id" char(24) not null, "job_card_id" char(24) not null, "item_key" varchar(40) not null, "image_document_id" char(24) not null, "thumbnail_document_id" char(24) not null, "width" int not null, "height" int not null, "bytes" int not null, "created_at" timestamptz not null, primary key ("_id"));`);
    this.addSql(`create index "roadworthy_photo_card_index" on "roadworthy_photo" ("job_card_id", "created_at");`);
    this.addSql(`alter table "roadworthy_photo" add constraint "roadworthy_photo_job_card_id_foreign" foreign key ("job_card_id") references "job_card" ("_id") on delete cascade;`);
    for (const statements of rulesSql({ 'roadworthy-photo-documents-gone': '55544b404264' })) this.addSql(statements);
  }

  override down(): void | Promise<void> {
    // The photos' documents go with them.
    this.addSql(`delete from "roadworthy_photo";`);
    this.addSql(`drop table if exists "roadworthy_photo" cascade;`);
    this.addSql(`drop function if exists roadworthy_photo_documents_gone();`);
  }
}
