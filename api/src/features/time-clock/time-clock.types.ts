/** The time clock's kinds of change, and the live event each raises. */
import { Field, ID, ObjectType } from 'type-graphql';

export type TimeClockChangeKind = 'clocked-on' | 'clocked-off' | 'corrected';

/** The live event `timeclock.changed`: whose clock changed, and the job cards whose time it touched. */
export interface TimeClockEvent {
  kind: TimeClockChangeKind;
  technicianId: string;
  jobCardIds: string[];
}

/** Which time entries a list asks for: each filter optional; dates are workshop days (yyyy-MM-dd), inclusive. */
export interface TimeEntryFilter {
  technicianId?: string | null;
  jobCardId?: string | null;
  from?: string | null;
  to?: string | null;
}

/** The live event as the subscription `timeClockChanged` answers it. */
@ObjectType({ description: 'A time clock change: a member of staff clocked on or off, or an entry was corrected (admin).' })
export class TimeClockChange implements TimeClockEvent {
  @Field(() => String, { description: '"clocked-on", "clocked-off" or "corrected".' })
  kind!: TimeClockChangeKind;

  @Field(() => ID)
  technicianId!: string;

  @Field(() => [ID], { description: 'The job cards whose time changed (clocking on to another job: the one left too).' })
  jobCardIds!: string[];
}
