/** The GST rate and the totals in cents of priced lines, as GraphQL answers them beside the lines (a quote's page, the completion dialog). */
import { Field, Float, Int, ObjectType } from 'type-graphql';

// An object type so that the answers inherit its fields; no query returns it, so the schema has no such type.
@ObjectType()
export abstract class PricedTotals {
  @Field(() => Float)
  gstPercent!: number;

  @Field(() => Int)
  subtotalCents!: number;

  @Field(() => Int)
  gstCents!: number;

  @Field(() => Int)
  totalCents!: number;

  @Field(() => Int, { description: 'The sum of the taxable lines, as entered: what the GST is worked out on.' })
  taxableCents!: number;

  @Field(() => Int, { description: 'The sum of the GST-free lines (e.g. government fees): no GST on it.' })
  gstFreeCents!: number;
}
