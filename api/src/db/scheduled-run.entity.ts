/**
 * A claimed run of scheduled work (a backup at 02:00, …): the first instance to insert (job, slot)
 * makes that run, the others see the row and leave it, so several instances never repeat it.
 */
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { EntityManager } from '@mikro-orm/postgresql';

@Entity({ tableName: 'scheduled_run' })
export class ScheduledRun {
  @PrimaryKey({ type: 'string', length: 50 })
  job!: string;

  @PrimaryKey({ type: 'datetime', columnType: 'timestamptz' })
  slot!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  claimedAt!: Date;
}

/** Claims `job`'s run at `slot` for this instance: true for the first instance to ask, false for every other. */
export async function claimScheduledRun(em: EntityManager, job: string, slot: Date): Promise<boolean> {
  const rows = await em
    .getConnection()
    .execute<{ job: string }[]>('INSERT INTO scheduled_run (job, slot, claimed_at) VALUES (?, ?, now()) ON CONFLICT DO NOTHING RETURNING job', [job, slot]);
  return rows.length > 0;
}
