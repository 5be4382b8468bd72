/** The courtesy cars' input contracts, shared by GraphQL and REST. */
import { IsBoolean, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { Field, ID, InputType } from 'type-graphql';
import { OptionalTextField, PHONE_NUMBER } from '../../shared/customer-fields.js';
import { PlainName, RequiredText, SingleLine } from '../../shared/text.js';

function DescriptionField(required: boolean): PropertyDecorator {
  return (target, key) => {
    Field(() => String, { nullable: !required, description: 'e.g. "Silver Corolla".' })(target, key);
    if (required) RequiredText('Description')(target, key);
    else IsOptional()(target, key);
    IsString({ message: 'Description must be text.' })(target, key);
    SingleLine('Description')(target, key);
    MaxLength(100, { message: 'Description must be at most 100 characters.' })(target, key);
  };
}

@InputType({ description: 'A new courtesy car.' })
export class AddCourtesyCarInput {
  @Field(() => String, { description: 'As on the plate; stored upper case with single spaces, one car per rego (ignoring spaces).' })
  @RequiredText('Rego')
  @SingleLine('Rego')
  @MaxLength(20, { message: 'Rego must be at most 20 characters.' })
  rego!: string;

  @DescriptionField(true)
  description!: string;

  @OptionalTextField('Notes', 2000)
  notes?: string | null;
}

@InputType({ description: 'What changes of a courtesy car; a field left out stays as it is.' })
export class UpdateCourtesyCarInput {
  @DescriptionField(false)
  description?: string | null;

  @OptionalTextField('Notes', 2000)
  notes?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Retired: kept for the record, no longer lent.' })
  @IsOptional()
  @IsBoolean({ message: 'Retired must be true or false.' })
  retired?: boolean | null;
}

@InputType({ description: 'Who borrows a courtesy car and until when.' })
export class LendCourtesyCarInput {
  @Field(() => String)
  @RequiredText('Customer name')
  @PlainName('Customer name')
  @MaxLength(200, { message: 'Customer name must be at most 200 characters.' })
  customerName!: string;

  @Field(() => String)
  @RequiredText('Customer phone')
  @SingleLine('Customer phone')
  @Matches(PHONE_NUMBER, { message: 'Please enter a valid phone number.' })
  customerPhone!: string;

  @Field(() => String, { description: 'The workshop day it is due back, yyyy-MM-dd: today or later.' })
  @RequiredText('Due back date')
  dueBack!: string;

  @Field(() => ID, { nullable: true, description: 'The job card it goes with, if any.' })
  @IsOptional()
  @Matches(/^[0-9a-f]{24}$/, { message: 'Job card id is not valid.' })
  jobCardId?: string | null;

  @OptionalTextField('Notes', 2000)
  notes?: string | null;
}
