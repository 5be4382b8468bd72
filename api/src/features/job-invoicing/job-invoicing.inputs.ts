/** The input contract of Complete Job & Generate Invoice, shared by GraphQL and REST. */
import { IsArray, IsBoolean, IsOptional } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { CreditLimitOverrideField, OptionalTextField, PurchaseOrderField } from '../../shared/customer-fields.js';
import { JobCardItemInput } from '../jobcards/public.js';

@InputType({ description: 'Complete Job & Generate Invoice (REST payload: gstIncludedInEstimate, finalItems, mechanicNotes).' })
export class CompleteJobInput {
  @Field(() => Boolean, { nullable: true, description: 'True when the prices include GST; absent: the workshop’s pricing setting. An approved quote’s basis always wins.' })
  @IsOptional()
  @IsBoolean({ message: 'gstIncludedInEstimate must be true or false.' })
  gstIncludedInEstimate?: boolean | null;

  @Field(() => [JobCardItemInput], { nullable: true, description: 'The final lines; absent: the card’s saved lines.' })
  @IsOptional()
  @IsArray({ message: 'finalItems must be a list.' })
  finalItems?: JobCardItemInput[] | null;

  @OptionalTextField('Mechanic notes', 20_000, 'Absent: the card’s saved notes.')
  mechanicNotes?: string | null;

  @PurchaseOrderField()
  purchaseOrder?: string | null;

  @CreditLimitOverrideField()
  overrideCreditLimit?: boolean | null;
}
