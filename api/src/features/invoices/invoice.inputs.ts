/** Input contracts of invoices, shared by GraphQL and REST; lines and amounts are read by the money module. */
import { IsArray, IsBoolean, IsOptional } from 'class-validator';
import { Field, Float, InputType } from 'type-graphql';
import { AppError } from '../../shared/errors.js';
import { MAX_DOCUMENT_LINES, MAX_LINE_QUANTITY, MoneyInputError, parseDollars, parseQuantity } from '../../shared/money.js';
import { CarRegoField, CustomerEmailField, CustomerNameField, OptionalTextField, PhoneField } from '../../shared/customer-fields.js';
import { cleanText } from '../../shared/text.js';
import { JobCardItemInput } from '../jobcards/public.js';
import { InvoiceStatus, type InvoiceLineData } from './invoice.entity.js';


@InputType({ description: 'One invoice line; unitPrice in dollars (e.g. 129.95).' })
export class InvoiceItemInput {
  @Field(() => String)
  description!: string;

  @Field(() => Float, { description: 'At least 1, at most 2 decimals.' })
  quantity!: number;

  @Field(() => Float, { description: 'Unit price in dollars: 0 or more, at most 2 decimals.' })
  unitPrice!: number;
}

@InputType({ description: 'Generate New Invoice (admin): SPEC’s payload plus gstIncluded.' })
export class GenerateInvoiceInput {
  @CustomerNameField()
  customerName!: string;

  @CustomerEmailField()
  customerEmail!: string;

  @CarRegoField()
  carRego!: string;

  @PhoneField('Phone number')
  phoneNumber?: string | null;

  @Field(() => [InvoiceItemInput])
  @IsArray({ message: 'invoiceItems must be a list.' })
  invoiceItems!: InvoiceItemInput[];

  @OptionalTextField('Notes', 5000)
  notes?: string | null;

  @Field(() => Float, { nullable: true, description: '0 to 100, default 10.' })
  gstPercentage?: number | null;

  @Field(() => Boolean, { nullable: true, description: 'True when the unit prices include GST (default false).' })
  @IsOptional()
  @IsBoolean({ message: 'gstIncluded must be true or false.' })
  gstIncluded?: boolean | null;
}

@InputType({ description: 'Invoice History filters: customer name and invoice number partial ignoring case, rego ignoring case and spaces, status (null: all).' })
export class InvoiceFilter {
  @Field(() => String, { nullable: true })
  customerName?: string | null;

  @Field(() => String, { nullable: true })
  carRego?: string | null;

  @Field(() => String, { nullable: true })
  invoiceNumber?: string | null;

  @Field(() => InvoiceStatus, { nullable: true })
  status?: InvoiceStatus | null;
}

@InputType({ description: 'Complete Job & Generate Invoice (REST payload: gstIncludedInEstimate, finalItems, mechanicNotes).' })
export class CompleteJobInput {
  @Field(() => Boolean, { nullable: true, description: 'True when the prices include GST (default false).' })
  @IsOptional()
  @IsBoolean({ message: 'gstIncludedInEstimate must be true or false.' })
  gstIncludedInEstimate?: boolean | null;

  @Field(() => [JobCardItemInput], { nullable: true, description: 'The final lines; absent: the card’s saved lines.' })
  @IsOptional()
  @IsArray({ message: 'finalItems must be a list.' })
  finalItems?: JobCardItemInput[] | null;

  @OptionalTextField('Mechanic notes', 20_000, 'Absent: the card’s saved notes.')
  mechanicNotes?: string | null;
}

/** The REST status filter: All (or absent), Paid, Unpaid, in any case. */
export function readStatusFilter(value: unknown): InvoiceStatus | null {
  if (value === undefined || value === null || value === '') return null;
  const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (text === 'all') return null;
  if (text === InvoiceStatus.paid || text === InvoiceStatus.unpaid) return text;
  throw AppError.badInput('Status must be All, Paid or Unpaid.');
}

function lineError(n: number, err: unknown): never {
  if (err instanceof MoneyInputError) throw AppError.badInput(err.message, { [`invoiceItems.${n - 1}`]: [err.message] });
  throw err;
}

/** One line: a description, a quantity of at least 1 (2 decimals), a unit price of 0 or more (2 decimals). */
export function readLine(description: unknown, quantity: unknown, unitPrice: unknown, n: number): InvoiceLineData {
  if (description !== undefined && description !== null && typeof description !== 'string') throw AppError.badInput(`Item ${n}: description must be text.`);
  const text = cleanText(description ?? '');
  if (!text) throw AppError.badInput(`Item ${n}: a description is required.`);
  if (text.length > 500) throw AppError.badInput(`Item ${n}: description must be at most 500 characters.`);
  let qty: number;
  let unitPriceCents: number;
  try {
    qty = parseQuantity(quantity, `Item ${n}: quantity`);
    unitPriceCents = parseDollars(unitPrice, `Item ${n}: unit price`);
  } catch (err) {
    lineError(n, err);
  }
  if (qty < 1) throw AppError.badInput(`Item ${n}: quantity must be at least 1.`);
  if (qty > MAX_LINE_QUANTITY) throw AppError.badInput(`Item ${n}: quantity must be at most ${MAX_LINE_QUANTITY}.`);
  return { description: text, quantity: qty, unitPriceCents };
}

/** The lines of a Generate New Invoice request: at least one, at most MAX_DOCUMENT_LINES. */
export function readInvoiceItems(raw: unknown): InvoiceLineData[] {
  if (!Array.isArray(raw)) throw AppError.badInput('invoiceItems must be a list.');
  if (!raw.length) throw AppError.badInput('An invoice needs at least one item.');
  if (raw.length > MAX_DOCUMENT_LINES) throw AppError.badInput(`At most ${MAX_DOCUMENT_LINES} items are allowed.`);
  return raw.map((item: unknown, i) => {
    if (typeof item !== 'object' || item === null) throw AppError.badInput(`Item ${i + 1} must be an object.`);
    const { description, quantity, unitPrice } = item as Record<string, unknown>;
    return readLine(description, quantity, unitPrice, i + 1);
  });
}
