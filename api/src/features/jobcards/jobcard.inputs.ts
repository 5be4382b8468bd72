/** Input contracts of job cards, shared by GraphQL and REST; item lines are read by `readItems`. */
import { IsArray, IsBoolean, IsEmail, IsIn, IsInt, IsOptional, Max, MaxLength, Min } from 'class-validator';
import { Field, Float, InputType, Int } from 'type-graphql';
import { AppError } from '../../shared/errors.js';
import { CarRegoField, CustomerEmailField, CustomerNameField, OptionalTextField, PhoneField } from '../../shared/customer-fields.js';
import { cleanText, RequiredText } from '../../shared/text.js';
import type { ItemData } from './jobcard.entity.js';
import { JOB_STATUSES, JobStatus } from './jobcard-status.js';
import { dollarsToCents, MAX_DOCUMENT_LINES, MAX_LINE_QUANTITY, MoneyInputError, parseQuantity } from '../../shared/money.js';

@InputType({ description: 'One item or labour line; estimateCost in dollars (e.g. 129.95).' })
export class JobCardItemInput {
  @Field(() => String)
  description!: string;

  @Field(() => Float)
  quantity!: number;

  @Field(() => Float, { description: 'Unit price in dollars, at most 2 decimals.' })
  estimateCost!: number;
}

@InputType({ description: 'A new job card (admin).' })
export class CreateJobCardInput {
  @CustomerNameField()
  customerName!: string;

  @CustomerEmailField()
  customerEmail!: string;

  @CarRegoField()
  carRego!: string;

  @PhoneField('Customer phone')
  customerPhone?: string | null;

  @OptionalTextField('Customer complaint', 5000)
  customerComplaint?: string | null;
}

@InputType({ description: 'An autosave or completion of a job card (admin). Absent fields are left as they are.' })
export class UpdateJobCardInput {
  @Field(() => [JobCardItemInput], { nullable: true })
  @IsOptional()
  @IsArray({ message: 'finalItems must be a list.' })
  finalItems?: JobCardItemInput[] | null;

  @OptionalTextField('Mechanic notes', 20_000)
  mechanicNotes?: string | null;

  @Field(() => JobStatus, { nullable: true })
  @IsOptional()
  @IsIn(JOB_STATUSES, { message: `Status must be one of: ${JOB_STATUSES.join(', ')}.` })
  status?: JobStatus | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @RequiredText('Customer email')
  @IsEmail({}, { message: 'Please enter a valid email address.' })
  @MaxLength(254, { message: 'Customer email must be at most 254 characters.' })
  customerEmail?: string | null;

  @PhoneField('Customer phone')
  customerPhone?: string | null;

  /**
   * The revision the edit was based on; a stale one is refused (409). Optional so SPEC's
   * documented payload keeps working; the admin app always sends it.
   */
  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt({ message: 'Revision must be a whole number.' })
  @Min(1, { message: 'Revision must be a whole number.' })
  revision?: number | null;
}

@InputType({ description: 'Generate & Send Quote (admin).' })
export class GenerateQuoteInput {
  @Field(() => [JobCardItemInput])
  @IsArray({ message: 'items must be a list.' })
  items!: JobCardItemInput[];

  @OptionalTextField('Notes', 5000)
  notes?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'True when the prices include GST (default false).' })
  @IsOptional()
  @IsBoolean({ message: 'gstIncludedInEstimate must be true or false.' })
  gstIncludedInEstimate?: boolean | null;

  @Field(() => Float, { nullable: true, description: 'Default 10.' })
  @IsOptional()
  @Min(0, { message: 'GST percentage must be between 0 and 100.' })
  @Max(100, { message: 'GST percentage must be between 0 and 100.' })
  gstPercent?: number | null;
}

@InputType({ description: 'List filters: name (case-insensitive, partial), rego (ignoring case and spaces), status (exact).' })
export class JobCardFilter {
  @Field(() => String, { nullable: true })
  customerName?: string | null;

  @Field(() => String, { nullable: true })
  carRego?: string | null;

  @Field(() => JobStatus, { nullable: true })
  status?: JobStatus | null;
}

@InputType({ description: 'A signing submission: a drawn signature (PNG data URL) or a typed name.' })
export class SignPolicyInput {
  @Field(() => String, { nullable: true })
  signatureDataUrl?: string | null;

  @Field(() => String, { nullable: true })
  signedName?: string | null;
}

/**
 * Item lines from a request. Drafts (autosave) may carry a blank description, as a new row
 * does; a quote needs every line described. Quantity: positive, at most 2 decimals.
 */
export function readItems(raw: unknown, options: { forQuote: boolean }): ItemData[] {
  const label = options.forQuote ? 'items' : 'finalItems';
  if (!Array.isArray(raw)) throw AppError.badInput(`${label} must be a list.`);
  if (raw.length > MAX_DOCUMENT_LINES) throw AppError.badInput(`At most ${MAX_DOCUMENT_LINES} lines are allowed.`);
  return raw.map((item: unknown, i) => {
    const n = i + 1;
    if (typeof item !== 'object' || item === null) throw AppError.badInput(`Line ${n} must be an object.`);
    const { description, quantity, estimateCost } = item as Record<string, unknown>;
    if (description !== undefined && description !== null && typeof description !== 'string') {
      throw AppError.badInput(`Line ${n}: description must be text.`);
    }
    const text = cleanText(description ?? '');
    if (options.forQuote && !text) throw AppError.badInput(`Line ${n}: a description is required.`);
    if (text.length > 500) throw AppError.badInput(`Line ${n}: description must be at most 500 characters.`);
    return { description: text, quantity: readQuantity(quantity, n), estimateCostCents: dollarsToCents(estimateCost, `Line ${n}: price`) };
  });
}

function readQuantity(value: unknown, n: number): number {
  const message = `Line ${n}: quantity must be a positive number (at most ${MAX_LINE_QUANTITY}, 2 decimals).`;
  try {
    const quantity = parseQuantity(value, `Line ${n}: quantity`);
    if (quantity > MAX_LINE_QUANTITY) throw AppError.badInput(message);
    return quantity;
  } catch (err) {
    // One message for every bad quantity, as the job cards' API documents it.
    if (err instanceof MoneyInputError) throw AppError.badInput(message);
    throw err;
  }
}
