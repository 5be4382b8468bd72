/**
 * A claimed run of scheduled work (a backup at 02:00, …): the first instance to insert (job, slot)
 * makes that run, the others see the row and leave it, so several instances never repeat it.
 */
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

@Entity({ tableName: 'scheduled_run' })
export class ScheduledRun {
  @PrimaryKey({ type: 'string', length: 50 })
  job!: string;

  @PrimaryKey({ type: 'datetime', columnType: 'timestamptz' })
  slot!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  claimedAt!: Date;
}
