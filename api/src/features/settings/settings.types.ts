/** The business settings as GraphQL and REST answer them: the profile in effect, flat, with when and by whom it was saved. */
import { Field, Int, ObjectType } from 'type-graphql';
import { WorkshopContactFields } from '../../shared/workshop-contact.type.js';
import { flatDetails, type ProfileState } from './settings.service.js';

@ObjectType({ description: 'The workshop’s business details in effect: the environment’s until saved in the app (owners).' })
export class BusinessSettings extends WorkshopContactFields {
  @Field(() => String, { description: 'Empty, or as the ATO writes it ("51 824 753 556").' })
  abn!: string;

  @Field(() => Boolean)
  gstRegistered!: boolean;

  @Field(() => String)
  bankAccountName!: string;

  @Field(() => String, { description: '"063-000", or empty.' })
  bsb!: string;

  @Field(() => String)
  accountNumber!: string;

  @Field(() => String, { description: 'The PayID customers can pay to (an email, an Australian mobile or the ABN); empty for none.' })
  payId!: string;

  @Field(() => Int, { description: '0: due on completion.' })
  paymentTermsDays!: number;

  @Field(() => Int)
  quoteValidityDays!: number;

  @Field(() => String)
  documentFooter!: string;

  @Field(() => Int, { description: 'The warranty against defects every invoice states, in months.' })
  warrantyMonths!: number;

  @Field(() => Int, { description: 'And in km, whichever comes first (0: no distance limit).' })
  warrantyKm!: number;

  @Field(() => Date, { nullable: true, description: 'When they were last saved in the app (null: the environment’s defaults).' })
  savedAt!: Date | null;

  @Field(() => String, { nullable: true })
  savedBy!: string | null;
}

export function businessSettingsOf({ profile, savedAt, savedBy }: ProfileState): BusinessSettings {
  return {
    ...flatDetails(profile),
    payId: profile.payId,
    warrantyMonths: profile.warrantyMonths,
    warrantyKm: profile.warrantyKm,
    savedAt,
    savedBy,
  };
}

/** REST: the same fields, savedAt as ISO text. */
export function businessSettingsJson(state: ProfileState) {
  const settings = businessSettingsOf(state);
  return { ...settings, savedAt: settings.savedAt?.toISOString() ?? null };
}
