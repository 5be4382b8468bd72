/** What the conversation with a customer and the texts inbox answer (admin). */
import { Field, ID, Int, ObjectType } from 'type-graphql';

export type ConversationChannel = 'sms' | 'email' | 'contact';

@ObjectType({ description: 'One message between the workshop and a customer: a text, an email sent to them, one of theirs in the workshop’s mailbox, or a contact-form message and its reply.' })
export class ConversationEntry {
  @Field(() => ID, { description: 'Unique within the conversation: a text’s id, `email:<n>`, `mailbox:<uid>` (a message in the workshop’s mailbox), `contact:<id>` or `contact-reply:<id>`.' })
  id!: string;

  @Field(() => String, { description: "'sms', 'email' or 'contact'." })
  channel!: ConversationChannel;

  @Field(() => String, { description: "'in' (from the customer) or 'out' (from the workshop)." })
  direction!: 'in' | 'out';

  @Field(() => String, { description: 'A text’s or a message’s words; an email’s subject.' })
  body!: string;

  @Field(() => Date)
  at!: Date;

  @Field(() => String, {
    nullable: true,
    description: "A text's status ('queued', 'sending', 'sent', 'delivered', 'undelivered', 'failed', 'received'); an email's ('pending', 'sent', 'failed'; 'received' for one of theirs in the mailbox); 'received' or 'sent' for a contact message.",
  })
  status!: string | null;

  @Field(() => Boolean, { description: 'A received text staff have not read yet.' })
  unread!: boolean;
}

@ObjectType({ description: 'A conversation in the texts inbox: a customer, or a number no customer has, with its last message.' })
export class TextThread {
  @Field(() => ID, { nullable: true, description: 'The customer; null when no customer has the number.' })
  customerId!: string | null;

  @Field(() => String, { nullable: true })
  customerName!: string | null;

  @Field(() => String, { description: 'E.164, e.g. +61412345678: the number of its last text.' })
  phone!: string;

  @Field(() => Int, { description: 'Received texts not read yet.' })
  unread!: number;

  @Field(() => String)
  lastBody!: string;

  @Field(() => String, { description: "'in' or 'out'." })
  lastDirection!: 'in' | 'out';

  @Field(() => Date)
  lastAt!: Date;
}
