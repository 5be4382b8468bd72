/** The privacy feature's GraphQL shapes: what an erasure did, and the retention setting. */
import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'How many rows of one kind an erasure changed, e.g. appointment.deidentified, invoice.kept.' })
export class ErasureCount {
  @Field(() => String)
  kind!: string;

  @Field(() => Int)
  count!: number;
}

@ObjectType({ description: 'A customer erased on request: what was removed, de-identified and kept (owners).' })
export class CustomerErasure {
  @Field(() => ID, { description: 'The erased customer’s id (their record is gone).' })
  id!: string;

  @Field(() => Date)
  erasedAt!: Date;

  @Field(() => [ErasureCount])
  counts!: ErasureCount[];
}

@ObjectType({ description: 'Contact messages and stored mail copies older than `months` are de-identified once a day while `enabled` (owners).' })
export class PrivacyRetention {
  @Field(() => Boolean)
  enabled!: boolean;

  @Field(() => Int, { description: '1 to 120.' })
  months!: number;
}
