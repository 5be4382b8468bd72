/**
 * The workshop's name and how to reach it, as GraphQL declares them alike in the public site's
 * details (`SiteInfo`), the business settings (`BusinessSettings`) and the settings an owner saves
 * (`BusinessSettingsInput`). Their other fields stay with each type: their descriptions differ (a
 * rule to follow on input, a format on output).
 */
import { Field, InputType, ObjectType } from 'type-graphql';

// An object and an input type so that both kinds inherit its fields; nothing returns or takes it, so the schema has no such type.
@ObjectType()
@InputType('WorkshopContactFieldsInput')
export abstract class WorkshopContactFields {
  @Field(() => String)
  businessName!: string;

  @Field(() => String)
  address!: string;

  @Field(() => String)
  phone!: string;

  @Field(() => String)
  email!: string;
}
