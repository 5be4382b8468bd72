/** GraphQL answer shapes of invoices beyond the entities themselves. */
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Invoice } from './invoice.entity.js';
import { PageOf } from '../../shared/page-type.js';

@ObjectType({ description: 'One page of the Invoice History, newest first.' })
export class InvoicePage extends PageOf(Invoice) {}

@ObjectType({ description: 'The answer of an invoice action: the message to show and the invoice as it is now.' })
export class InvoiceResult {
  @Field(() => String)
  message!: string;

  @Field(() => Invoice)
  invoice!: Invoice;
}

export type InvoiceChangeKind = 'created' | 'regenerated' | 'resent' | 'payment' | 'paid' | 'payment-reversed' | 'payment-refunded' | 'deleted';

/** The live event `invoice.changed` (invoices.feature.ts), as the subscription `invoiceChanged` answers it. */
@ObjectType({ description: 'An invoice changed: refetch it (or the list).' })
export class InvoiceEvent {
  @Field(() => String)
  invoiceNumber!: string;

  @Field(() => String, { description: 'created, regenerated, resent, payment, paid, payment-reversed, payment-refunded (part of a card payment refunded through Stripe) or deleted.' })
  kind!: InvoiceChangeKind;
}

@ObjectType({ description: 'How many invoices a date range holds, by kind of price (Xero imports one kind per file).' })
export class InvoiceExportSummary {
  @Field(() => Int)
  invoices!: number;

  @Field(() => Int, { description: 'Invoices whose prices exclude GST.' })
  taxExclusive!: number;

  @Field(() => Int, { description: 'Invoices whose prices include GST.' })
  taxInclusive!: number;
}

export enum InvoiceExportFormat {
  xero = 'xero',
  plain = 'plain',
}
registerEnumType(InvoiceExportFormat, {
  name: 'InvoiceExportFormat',
  description: 'xero: Xero’s sales invoice import template (one row per line); plain: one row per invoice.',
});

export enum XeroAmounts {
  exclusive = 'exclusive',
  inclusive = 'inclusive',
}
registerEnumType(XeroAmounts, {
  name: 'XeroAmounts',
  description: 'Whether the unit prices of a Xero file exclude or include GST (chosen again in Xero when importing it).',
});
