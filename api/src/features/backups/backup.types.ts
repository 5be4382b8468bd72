/** The backups as staff and integrators see them (GraphQL; REST answers the same fields). */
import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import { HealthState } from '../monitor/public.js';

export enum BackupKind {
  scheduled = 'scheduled',
  manual = 'manual',
  preMigration = 'pre-migration',
}
registerEnumType(BackupKind, { name: 'BackupKind', description: 'scheduled (BACKUP_SCHEDULE), manual (Back up now) or pre-migration (made before an upgrade changed the database).' });

@ObjectType({ description: 'One backup file: a gzip’d plain PostgreSQL dump of the whole database, verified by a restore into a throw-away database.' })
export class Backup {
  @Field(() => String, { description: 'e.g. backup-20261126-020000.sql.gz' })
  filename!: string;

  @Field(() => Float, { description: 'Bytes.' })
  size!: number;

  @Field(() => String, { description: 'SHA-256 of the file, lowercase hex.' })
  sha256!: string;

  @Field(() => Boolean, { description: 'Restored into a throw-away database right after it was written, with every table’s rows and every document’s SHA-256 equal.' })
  verified!: boolean;

  @Field(() => [String], { description: 'Why it is not verified; empty when it is.' })
  problems!: string[];

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => BackupKind)
  kind!: BackupKind;

  @Field(() => Int, { nullable: true, description: 'Tables in the dump.' })
  tables!: number | null;

  @Field(() => Float, { nullable: true, description: 'Rows in the dump, all tables.' })
  rows!: number | null;

  @Field(() => Int, { nullable: true, description: 'Stored documents (PDFs) in the dump.' })
  documents!: number | null;

  @Field(() => Int, { nullable: true, description: 'How long the dump and its verification took, ms.' })
  durationMs!: number | null;

  @Field(() => Boolean, { description: 'The newest verified backup: the one a restore would use, so it cannot be deleted (a newer verified backup frees it).' })
  newestVerified!: boolean;
}

@ObjectType({ description: 'Where the backups stand: the last one, the last verified one and what comes next.' })
export class BackupStatus {
  @Field(() => String, { description: 'embedded (PGlite) or postgresql.' })
  databaseKind!: string;

  @Field(() => Boolean, { description: 'Whether this server can make backups (on a PostgreSQL server it needs the machine’s pg_dump).' })
  available!: boolean;

  @Field(() => String, { nullable: true, description: 'Why not, when it cannot.' })
  unavailableReason!: string | null;

  @Field(() => String, { description: 'BACKUP_DIR.' })
  directory!: string;

  @Field(() => String, { description: 'BACKUP_SCHEDULE, a cron expression in the workshop’s time zone.' })
  schedule!: string;

  @Field(() => Date, { nullable: true })
  nextRunAt!: Date | null;

  @Field(() => Int, { description: 'BACKUP_KEEP: how many backups are kept.' })
  keep!: number;

  @Field(() => Boolean, { description: 'A backup is being made now.' })
  running!: boolean;

  @Field(() => Backup, { nullable: true })
  last!: Backup | null;

  @Field(() => Backup, { nullable: true })
  lastVerified!: Backup | null;

  @Field(() => Int, { nullable: true, description: 'Seconds since the newest verified backup was made.' })
  lastVerifiedAgeSeconds!: number | null;

  @Field(() => HealthState, { description: 'ok; warning when the newest verified backup is older than 26 hours (or there is none), or the last one failed.' })
  state!: HealthState;

  @Field(() => String, { nullable: true, description: 'What the warning is about.' })
  message!: string | null;
}
