/** What staff may change on a customer, for GraphQL and REST alike. */
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { Field, Float, InputType, Int } from 'type-graphql';
import { ContactPersonInput } from './contact-people.js';
import { EmailAddress, PlainName, RequiredText, SingleLine } from '../../shared/text.js';

/** The ways a customer may choose to hear from the workshop. */
const CONTACT_PREFERENCES = ['email', 'sms', 'both'];

@InputType({ description: 'Account terms: pay `days` (0 to 180) after the invoice’s date, or after the end of its month when `endOfMonth`.' })
export class AccountTermsInput {
  @Field(() => Int)
  days!: number;

  @Field(() => Boolean, { nullable: true, description: 'Default false.' })
  endOfMonth?: boolean | null;
}

@InputType({ description: 'A customer’s details; a field left out stays as it is.' })
export class CustomerDetails {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @RequiredText('Name')
  @PlainName('Name')
  @MaxLength(200, { message: 'Name must be at most 200 characters.' })
  name?: string;

  @Field(() => String, { nullable: true, description: 'Empty or null removes it (the customer keeps a phone).' })
  @ValidateIf((_, v) => v !== undefined && v !== null && v !== '')
  @EmailAddress('Email')
  email?: string | null;

  @Field(() => String, { nullable: true, description: 'Any Australian form (0412 345 678, +61 412 345 678) or +country code; stored as E.164.' })
  @IsOptional()
  @IsString({ message: 'Phone must be text.' })
  @SingleLine('Phone')
  @MaxLength(30, { message: 'Please enter a valid phone number.' })
  phone?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: 'Notes must be text.' })
  @MaxLength(5000, { message: 'Notes must be at most 5000 characters.' })
  notes?: string;

  @Field(() => Boolean, { nullable: true, description: 'True: no service, registration or recommended-work reminders, or review requests (as if they unsubscribed); false: they get them again.' })
  @IsOptional()
  @IsBoolean({ message: 'marketingOptOut must be true or false.' })
  marketingOptOut?: boolean;

  @Field(() => String, { nullable: true, description: "How they want to hear from the workshop: 'email', 'sms' (texts; needs a mobile number) or 'both'." })
  @IsOptional()
  @IsIn(CONTACT_PREFERENCES, { message: "Contact by must be 'email', 'sms' or 'both'." })
  contactPreference?: string;

  @Field(() => String, { nullable: true, description: 'The business’s name; empty or null removes it.' })
  @IsOptional()
  @IsString({ message: 'Business name must be text.' })
  @SingleLine('Business name')
  @MaxLength(200, { message: 'Business name must be at most 200 characters.' })
  company?: string | null;

  @Field(() => String, { nullable: true, description: 'The business’s ABN: 11 digits, spaces allowed (51 824 753 556), checked by the ABN checksum; empty or null removes it.' })
  @IsOptional()
  @IsString({ message: 'ABN must be text.' })
  @MaxLength(20, { message: 'That ABN is not valid: check its 11 digits.' })
  abn?: string | null;

  @Field(() => AccountTermsInput, { nullable: true, description: 'Their account terms; null: they pay on the day.' })
  accountTerms?: AccountTermsInput | null;

  @Field(() => Boolean, { nullable: true, description: 'True: every invoice to them needs a purchase order number.' })
  @IsOptional()
  @IsBoolean({ message: 'poRequired must be true or false.' })
  poRequired?: boolean;

  @Field(() => Float, { nullable: true, description: 'Their credit limit in dollars (5000 or 5000.00); null: none.' })
  creditLimit?: number | string | null;

  @Field(() => [ContactPersonInput], { nullable: true, description: 'The whole list of their contact people (at most 20), replacing it; null or [] removes them.' })
  contacts?: ContactPersonInput[] | null;
}

@InputType({ description: 'What the customer list shows.' })
export class CustomerFilter {
  @Field(() => String, { nullable: true, description: 'Part of a name, email or rego, or a phone number (any form, or its last 6 digits).' })
  q?: string | null;
}
