/** Input contracts of invoices, shared by GraphQL and REST; lines are read by the priced document's reader. */
import { IsArray, IsBoolean, IsOptional } from 'class-validator';
import { Field, Float, InputType } from 'type-graphql';
import { AppError } from '../../shared/errors.js';
import { CreditLimitOverrideField, NameRegoFilter, OptionalTextField, PhoneField, PurchaseOrderField, WithCustomerAndCar } from '../../shared/customer-fields.js';
import type { LineEdge } from '../../shared/priced-document.js';
import { InvoiceStatus } from './invoice.entity.js';
import { LineKindInput } from '../../shared/line-kind-fields.js';

/** Generate New Invoice's lines under the documented names: invoiceItems, unitPrice; each quantity problem told apart. */
export const INVOICE_ITEMS: LineEdge = { list: 'invoiceItems', price: 'unitPrice', noun: 'Item', priceLabel: 'unit price', quantityMessages: 'each' };

@InputType({ description: 'One invoice line; unitPrice in dollars (e.g. 129.95).' })
export class InvoiceItemInput extends LineKindInput {
  @Field(() => String)
  description!: string;

  @Field(() => Float, { nullable: true, description: 'At least 1, at most 2 decimals; a labour line may give hours instead.' })
  quantity?: number | null;

  @Field(() => Float, { nullable: true, description: 'Unit price in dollars, at most 2 decimals; negative for a discount. Required unless the line is labour (it then takes its labour rate’s).' })
  unitPrice?: number | null;

}

@InputType({ description: 'Generate New Invoice (admin): the documented REST payload plus gstIncluded.' })
export class GenerateInvoiceInput extends WithCustomerAndCar(class {}) {
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

  @PurchaseOrderField()
  purchaseOrder?: string | null;

  @CreditLimitOverrideField()
  overrideCreditLimit?: boolean | null;
}

@InputType({ description: 'Invoice History filters: customer name and invoice number partial ignoring case, rego ignoring case and spaces, status (null: all).' })
export class InvoiceFilter extends NameRegoFilter {
  @Field(() => String, { nullable: true })
  invoiceNumber?: string | null;

  @Field(() => InvoiceStatus, { nullable: true })
  status?: InvoiceStatus | null;

  @Field(() => Boolean, { nullable: true, description: 'Also the voided invoices (deleted after they were sent); default false.' })
  includeVoided?: boolean | null;
}

/** REST's includeVoided: true or false (absent: false). */
export function readIncludeVoided(value: unknown): boolean {
  if (value === undefined || value === null || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  throw AppError.badInput('includeVoided must be true or false.');
}

/** The REST status filter: All (or absent), Paid, Unpaid, in any case. */
export function readStatusFilter(value: unknown): InvoiceStatus | null {
  if (value === undefined || value === null || value === '') return null;
  const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (text === 'all') return null;
  if (text === InvoiceStatus.paid || text === InvoiceStatus.unpaid) return text;
  throw AppError.badInput('Status must be All, Paid or Unpaid.');
}
