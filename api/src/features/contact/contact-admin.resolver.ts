/** The fields of a contact query that are worked out for the back office (its day, in words too). */
import { FieldResolver, Resolver, Root } from 'type-graphql';
import { ContactQuery } from './contact-query.entity.js';
import type { ContactService } from './contact.service.js';

@Resolver(() => ContactQuery)
export class ContactAdminResolver {
  constructor(private readonly contact: ContactService) {}

  @FieldResolver(() => String, { description: 'The day it arrived, yyyy-MM-dd in the workshop’s time zone (group by it).' })
  receivedDate(@Root() query: ContactQuery): string {
    return this.contact.receivedDay(query).date;
  }

  @FieldResolver(() => String, { description: 'That day in words, e.g. "Monday 23 November 2026".' })
  receivedDateLabel(@Root() query: ContactQuery): string {
    return this.contact.receivedDay(query).label;
  }
}
