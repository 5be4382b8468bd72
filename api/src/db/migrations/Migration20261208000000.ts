import { Migration } from '@mikro-orm/migrations';

/**
 * Staff accounts (issue 22): every member of staff signs in as themselves.
 * - admin_user gains a display name (the username until someone renames it), `owner` (the accounts
 *   that exist now are the workshop's first: they become owners), `disabled_at` with
 *   `sessions_ended_at` (tokens issued before it are refused, so none comes back when the account is
 *   enabled again), and two-factor sign-in: the confirmed TOTP secret (stored as it is, like the rest
 *   of the database: backups must be kept safe), one pending until its first code, when it was turned
 *   on, and the step of the last code accepted (each code works once);
 * - admin_recovery_code: ten one-use codes per account, hashed;
 * - staff_invitation: an owner's invitation, a one-use link valid 72 hours, hashed;
 * - admin_session: one row per signed-in token (its jti), to list sessions and end them;
 * - security_setting: one row, whether owners require two-factor sign-in of everyone.
 */
export class Migration20261208000000 extends Migration {
  override name = 'Migration20261208000000';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "admin_user" add "name" varchar(100) null, add "owner" boolean not null default false, add "disabled_at" timestamptz null, add "sessions_ended_at" timestamptz null, add "mfa_secret" varchar(64) null, add "mfa_pending_secret" varchar(64) null, add "mfa_enabled_at" timestamptz null, add "last_totp_step" bigint null;`,
    );
    this.addSql(`update "admin_user" set "name" = left("username", 100), "owner" = true;`);
    this.addSql(`alter table "admin_user" alter column "name" set not null;`);

    this.addSql(
      `create table "admin_session" ("_id" varchar(64) not null, "admin_id" char(24) not null, "user_agent" varchar(300) not null, "ip" varchar(64) not null, "created_at" timestamptz not null, "last_seen_at" timestamptz not null, "expires_at" timestamptz not null, "ended_at" timestamptz null, primary key ("_id"));`,
    );
    this.addSql(`create index "admin_session_admin_index" on "admin_session" ("admin_id", "created_at");`);

    this.addSql(
      `create table "admin_recovery_code" ("_id" char(24) not null, "admin_id" char(24) not null, "code_hash" char(64) not null, "created_at" timestamptz not null, "used_at" timestamptz null, primary key ("_id"));`,
    );
    this.addSql(`create index "admin_recovery_code_admin_index" on "admin_recovery_code" ("admin_id");`);

    this.addSql(
      `create table "staff_invitation" ("_id" char(24) not null, "token_hash" char(64) not null, "name" varchar(100) not null, "email" varchar(254) not null, "owner" boolean not null, "invited_by" char(24) not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "accepted_at" timestamptz null, "admin_id" char(24) null, primary key ("_id"));`,
    );
    this.addSql(`alter table "staff_invitation" add constraint "staff_invitation_token_hash_unique" unique ("token_hash");`);

    this.addSql(
      `create table "security_setting" ("id" int not null, "require_mfa" boolean not null default false, "saved_at" timestamptz null, "saved_by" varchar(100) null, primary key ("id"));`,
    );
    this.addSql(`alter table "security_setting" add constraint "security_setting_one_row" check ("id" = 1);`);
    this.addSql(`insert into "security_setting" ("id", "require_mfa") values (1, false);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "admin_session";`);
    this.addSql(`drop table if exists "admin_recovery_code";`);
    this.addSql(`drop table if exists "staff_invitation";`);
    this.addSql(`drop table if exists "security_setting";`);
    this.addSql(
      `alter table "admin_user" drop column "name", drop column "owner", drop column "disabled_at", drop column "sessions_ended_at", drop column "mfa_secret", drop column "mfa_pending_secret", drop column "mfa_enabled_at", drop column "last_totp_step";`,
    );
  }
}
