/** A message sent from the public contact form, and whether the workshop has replied. */
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt, Rel } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { newId } from '../../shared/ids.js';
import { type Customer, CustomerLink } from '../customers/customer.entity.js';

@ObjectType({ description: 'A message from the contact form.' })
@Entity({ tableName: 'contact_query' })
@Index({ name: 'contact_query_created_at_index', properties: ['createdAt'] })
@Index({ name: 'contact_query_customer_index', properties: ['customer'] })
export class ContactQuery {
  @Field(() => ID, { name: 'id' })
  @PrimaryKey({ type: 'string', columnType: 'char(24)' })
  _id: string & Opt = newId();

  /** Its customer, found or made by the database from the email or phone; also GraphQL's `customerId`. */
  @CustomerLink()
  customer?: Rel<Customer> | null;
  declare readonly customerId: string | null;

  @Field(() => String)
  @Property({ type: 'string', length: 200 })
  name!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 254 })
  email!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 40, nullable: true })
  phone?: string | null;

  @Field(() => String)
  @Property({ type: 'text' })
  message!: string;

  @Field(() => Date)
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Field(() => Boolean)
  @Property({ type: 'boolean' })
  replied: boolean & Opt = false;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  repliedAt?: Date | null;

  @Field(() => String, { nullable: true, description: 'The text of the workshop’s reply, as sent.' })
  @Property({ type: 'text', nullable: true })
  replyMessage?: string | null;
}
