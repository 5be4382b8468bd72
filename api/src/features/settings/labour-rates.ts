/** The labour rates as stored in the workshop's settings (the 'labourRates' row), and the rate of a workshop that has saved none. */
import { Field, ID, Int, ObjectType } from 'type-graphql';

/** One labour rate as stored and answered over GraphQL (cents). */
@ObjectType({ description: 'A labour rate: a name and an hourly rate in cents; exactly one rate is the default.' })
export class LabourRate {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => Int, { description: 'The hourly rate in cents (as the workshop’s prices are entered: including GST when they include it).' })
  hourlyRateCents!: number;

  @Field(() => Boolean, { description: 'The rate a new labour line takes.' })
  isDefault!: boolean;
}

/** The rate of a workshop that has saved none. */
const DEFAULT_LABOUR_RATES: readonly LabourRate[] = [{ id: 'standard', name: 'Standard labour', hourlyRateCents: 15_000, isDefault: true }];

/** The rates as stored, or the default when the stored value is not a list of them. */
export function labourRatesOf(value: unknown): LabourRate[] {
  const rates = (value as { rates?: LabourRate[] } | undefined)?.rates;
  return Array.isArray(rates) && rates.length ? rates.map((r) => ({ ...r })) : DEFAULT_LABOUR_RATES.map((r) => ({ ...r }));
}
