/**
 * Technicians' cost rates as stored in the workshop's settings (the 'technicianCostRates' row): what
 * an hour of a technician's time costs the workshop (their pay and on-costs), a default and an
 * optional rate per member of staff. The margin's labour cost is worked out from them. Until an
 * owner saves rates, every hour costs the built-in default of $50.00.
 */
import { Field, ID, Int, ObjectType } from 'type-graphql';

/** The rates as stored: cents an hour; a technician without a rate of their own costs the default. */
export interface CostRates {
  defaultRateCents: number;
  technicians: Array<{ technicianId: string; rateCents: number }>;
}

@ObjectType({ description: 'One member of staff’s cost rate: their own, or null when the default applies.' })
class TechnicianCostRate {
  @Field(() => ID, { description: 'The staff account’s id.' })
  technicianId!: string;

  @Field(() => String, { description: 'Their display name ("Former staff member" for an id no account has).' })
  name!: string;

  @Field(() => Int, { nullable: true, description: 'What an hour of their time costs the workshop, in cents; null: the default rate applies.' })
  rateCents!: number | null;
}

@ObjectType({
  description:
    'What an hour of a technician’s time costs the workshop (pay and on-costs), in cents: the default, and the technicians (staff accounts with the technician role, and any member of staff who has clocked time or has a rate) with their own rate or null (owners).',
})
export class TechnicianCostRates {
  @Field(() => Int, { description: 'The cost of an hour of anyone without a rate of their own, in cents.' })
  defaultRateCents!: number;

  @Field(() => [TechnicianCostRate], { description: 'By name.' })
  technicians!: TechnicianCostRate[];

  @Field(() => Date, { nullable: true, description: 'When an owner last saved them (null: the built-in default holds).' })
  savedAt!: Date | null;

  @Field(() => String, { nullable: true })
  savedBy!: string | null;
}

/** The default of a workshop that has saved no rates: $50.00 an hour. */
const DEFAULT_COST_RATE_CENTS = 5_000;

/** The rates as stored, or the built-in default when the stored value is not a set of them. */
export function costRatesOf(value: unknown): CostRates {
  const v = value as Partial<CostRates> | undefined;
  if (!v || typeof v.defaultRateCents !== 'number' || !Array.isArray(v.technicians)) return { defaultRateCents: DEFAULT_COST_RATE_CENTS, technicians: [] };
  return { defaultRateCents: v.defaultRateCents, technicians: v.technicians.map((t) => ({ ...t })) };
}
