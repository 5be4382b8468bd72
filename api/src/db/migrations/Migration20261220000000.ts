/**
 * Staff roles: each account and invitation has a role (owner, adviser, technician) instead of an
 * owner flag. Owners stay owners; every other account and invitation becomes a service adviser,
 * which can do what every non-owner could before.
 */
import { Migration } from '@mikro-orm/migrations';

export class Migration20261220000000 extends Migration {

  override name = 'Migration20261220000000';

  override up(): void | Promise<void> {
    for (const table of ['admin_user', 'staff_invitation']) {
      this.addSql(`alter table "${table}" add column "role" text not null default 'adviser';`);
      this.addSql(`update "${table}" set "role" = 'owner' where "owner";`);
      this.addSql(`alter table "${table}" add constraint "${table}_role_check" check ("role" in ('owner', 'adviser', 'technician'));`);
      this.addSql(`alter table "${table}" drop column "owner";`);
    }
    this.addSql(`alter table "staff_invitation" alter column "role" drop default;`);
  }

  override down(): void | Promise<void> {
    for (const table of ['admin_user', 'staff_invitation']) {
      this.addSql(`alter table "${table}" add column "owner" boolean not null default false;`);
      this.addSql(`update "${table}" set "owner" = ("role" = 'owner');`);
      this.addSql(`alter table "${table}" drop column "role";`);
    }
    this.addSql(`alter table "staff_invitation" alter column "owner" drop default;`);
  }
}
