/** The GraphQL shape of a job card's margin. Amounts in integer cents. */
import { Field, ID, ObjectType } from 'type-graphql';
import { MarginAnalytics } from './analytics.types.js';

@ObjectType({
  description:
    'A job card’s margin (owners and service advisers): from its live invoice once invoiced; before that from the lines its invoice would take, its parts at the catalogue’s cost now, and its time entries so far.',
})
export class JobCardMargin extends MarginAnalytics {
  @Field(() => ID)
  jobCardId!: string;

  @Field(() => String, { nullable: true, description: 'The live invoice the figures are from, e.g. "INV-000123"; null: not invoiced yet.' })
  invoiceNumber!: string | null;
}
