/**
 * The parts catalogue's input contracts, shared by GraphQL and REST. Prices come in dollars and
 * quantities as numbers (or their text); parts-read.ts reads them into cents and checked values,
 * naming the field of anything wrong.
 */
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { Field, Float, ID, InputType } from 'type-graphql';
import { OptionalTextField } from '../../shared/customer-fields.js';
import { SingleLine } from '../../shared/text.js';

@InputType({ description: 'A part’s fields; on a change, a field left out stays as it is.' })
export class PartInput {
  @Field(() => String, { nullable: true, description: '1 to 60 characters; unique per supplier ignoring case, spaces and dashes. Required for a new part.' })
  @IsOptional()
  @IsString({ message: 'Part number must be text.' })
  @SingleLine('Part number')
  partNumber?: string | null;

  @Field(() => String, { nullable: true, description: '1 to 200 characters. Required for a new part.' })
  @IsOptional()
  @IsString({ message: 'Description must be text.' })
  @SingleLine('Description')
  description?: string | null;

  @OptionalTextField('Brand', 60)
  @SingleLine('Brand')
  brand?: string | null;

  @Field(() => ID, { nullable: true, description: 'Its supplier; null for none.' })
  supplierId?: string | null;

  @Field(() => Float, { nullable: true, description: 'Dollars, at most 2 decimals. Required for a new part.' })
  costPrice?: number | null;

  @Field(() => Float, { nullable: true, description: 'A fixed sell price in dollars; null or left out on a new part: from the cost by the markup matrix.' })
  sellPrice?: number | null;

  @Field(() => Boolean, { nullable: true, description: 'Its lines are GST-free (default false).' })
  gstFree?: boolean | null;

  @OptionalTextField('Bin', 30)
  @SingleLine('Bin')
  bin?: string | null;

  @Field(() => String, { nullable: true, description: 'Up to 60 letters and digits; unique among parts; empty or null for none.' })
  @IsOptional()
  @IsString({ message: 'Barcode must be text.' })
  @MaxLength(60, { message: 'Barcode must be at most 60 characters.' })
  barcode?: string | null;

  @Field(() => Float, { nullable: true, description: '0 or more, at most 2 decimals (default 0).' })
  reorderPoint?: number | null;

  @Field(() => Float, { nullable: true, description: '0 or more, at most 2 decimals (default 0).' })
  reorderQuantity?: number | null;

  @Field(() => Boolean, { nullable: true, description: 'Stock may go below zero (default false).' })
  allowNegative?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'Archived parts are left out of searches (changes only).' })
  archived?: boolean | null;
}

@InputType({ description: 'A stock adjustment: a signed quantity and why.' })
export class StockAdjustInput {
  @Field(() => Float, { description: 'Signed, not 0, at most 2 decimals: positive adds stock, negative takes it.' })
  quantity!: number;

  @Field(() => String, { description: 'Why, 1 to 200 characters (e.g. "Damaged in the store").' })
  @IsString({ message: 'Reason must be text.' })
  @SingleLine('Reason')
  reason!: string;
}

@InputType({ description: 'The headers of a supplier’s CSV price file holding each field.' })
export class PriceFileColumnsInput {
  @Field(() => String)
  partNumber!: string;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => String, { nullable: true })
  brand?: string | null;

  @Field(() => String)
  costPrice!: string;

  @Field(() => String, { nullable: true })
  barcode?: string | null;
}

@InputType({ description: 'A supplier: its name, the email purchase orders go to, and its price file’s columns.' })
export class SupplierInput {
  @Field(() => String, { description: '1 to 100 characters, unique ignoring case.' })
  @IsString({ message: 'Name must be text.' })
  @SingleLine('Name')
  name!: string;

  @OptionalTextField('Email', 254)
  email?: string | null;

  @Field(() => PriceFileColumnsInput, { nullable: true })
  priceFileColumns?: PriceFileColumnsInput | null;
}
