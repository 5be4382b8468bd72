/** The `{ message }` answer many calls return, as a GraphQL type. */
import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A message for the person who made the call.' })
export class MessageResult {
  @Field(() => String)
  message!: string;

  constructor(message: string) {
    this.message = message;
  }
}
