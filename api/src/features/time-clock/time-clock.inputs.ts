/** The time clock's input contracts, shared by GraphQL and REST. */
import { IsOptional, IsString, Matches } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { OptionalTextField } from '../../shared/customer-fields.js';

/** An instant with its offset: 2026-12-21T08:15:00+11:00 or …Z (seconds optional). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

function InstantField(label: string, description: string): PropertyDecorator {
  return (target, key) => {
    Field(() => String, { nullable: true, description })(target, key);
    IsOptional()(target, key);
    IsString({ message: `${label} must be text.` })(target, key);
    Matches(INSTANT, { message: `${label} must be a date and time with its offset (e.g. 2026-12-21T08:15:00+11:00).` })(target, key);
  };
}

@InputType({ description: 'A correction of a time entry (owners and service advisers); a field left out stays as it is.' })
export class CorrectTimeEntryInput {
  @InstantField('Start time', 'When the technician started, ISO 8601 with offset; not in the future.')
  startedAt?: string | null;

  @InstantField('End time', 'When the technician stopped, ISO 8601 with offset: after the start, not in the future. Closes an open entry.')
  endedAt?: string | null;

  @OptionalTextField('Note', 2000)
  note?: string | null;
}
