/** The contact feature's GraphQL answer types. */
import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType()
export class CleanupResult {
  @Field(() => String)
  message!: string;

  @Field(() => Int)
  deletedCount!: number;
}
