/**
 * The input contracts of purchase orders, shared by GraphQL and REST: costs in dollars, quantities
 * as numbers (at most 2 decimals); purchase-orders-read.ts checks them, naming the field of
 * anything wrong.
 */
import { Field, Float, ID, InputType } from 'type-graphql';

@InputType({ description: 'A line of a new purchase order.' })
export class PurchaseOrderLineInput {
  @Field(() => ID)
  partId!: string;

  @Field(() => Float, { description: 'Greater than 0, at most 2 decimals.' })
  quantity!: number;

  @Field(() => Float, { nullable: true, description: 'The cost of one in dollars, excluding GST; left out: the part’s cost now.' })
  unitCost?: number | null;
}

@InputType({ description: 'A new purchase order: its supplier, 1 to 200 lines (each part once), and the job cards that wait on it.' })
export class PurchaseOrderInput {
  @Field(() => ID)
  supplierId!: string;

  @Field(() => [PurchaseOrderLineInput])
  lines!: PurchaseOrderLineInput[];

  @Field(() => [ID], { nullable: true, description: 'Job cards waiting on these parts: those in progress show in Waiting for parts until the order arrives in full.' })
  jobCardIds?: string[] | null;

  @Field(() => String, { nullable: true, description: 'A note to the supplier, up to 500 characters.' })
  notes?: string | null;
}

@InputType({ description: 'What arrived of one part of the order.' })
export class ReceiveLineInput {
  @Field(() => ID)
  partId!: string;

  @Field(() => Float, { description: 'Greater than 0, at most what is still to come of it.' })
  quantity!: number;

  @Field(() => Float, { nullable: true, description: 'The cost of one as invoiced, in dollars excluding GST; left out: the order’s.' })
  unitCost?: number | null;
}

@InputType({ description: 'A delivery against a purchase order, and the supplier’s invoice when it came with it.' })
export class ReceiveInput {
  @Field(() => [ReceiveLineInput])
  lines!: ReceiveLineInput[];

  @Field(() => String, { nullable: true })
  supplierInvoiceNumber?: string | null;

  @Field(() => Float, { nullable: true, description: 'The supplier’s invoice total in dollars, GST included.' })
  supplierInvoiceTotal?: number | null;
}

@InputType({ description: 'A purchase order’s record of the supplier’s invoice, and its note; a field left out stays as it is.' })
export class PurchaseOrderUpdateInput {
  @Field(() => String, { nullable: true, description: 'Up to 60 characters; empty: none.' })
  supplierInvoiceNumber?: string | null;

  @Field(() => Float, { nullable: true, description: 'Dollars, GST included; null: none.' })
  supplierInvoiceTotal?: number | null;

  @Field(() => String, { nullable: true, description: 'Up to 500 characters; empty: none.' })
  notes?: string | null;
}

@InputType({ description: 'Which purchase orders to list.' })
export class PurchaseOrderFilter {
  @Field(() => String, { nullable: true, description: 'open (draft, sent or part-received), or one status.' })
  status?: string | null;

  @Field(() => ID, { nullable: true })
  supplierId?: string | null;

  @Field(() => ID, { nullable: true, description: 'Only the orders a job card waits on.' })
  jobCardId?: string | null;
}
