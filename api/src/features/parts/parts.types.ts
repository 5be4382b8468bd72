/** The GraphQL pages of the parts catalogue. */
import { InputType, Field, ObjectType } from 'type-graphql';
import { PageOf } from '../../shared/page-type.js';
import { Part } from './part.entity.js';
import { StockMove } from './stock-move.entity.js';

@ObjectType({ description: 'One page of active parts, by part number.' })
export class PartPage extends PageOf(Part) {}

@ObjectType({ description: 'One page of a part’s stock moves, newest first.' })
export class StockMovePage extends PageOf(StockMove) {}

@InputType({ description: 'What to find parts by.' })
export class PartFilter {
  @Field(() => String, { nullable: true, description: 'A part number’s start, a barcode, or (3 characters or more) words of the number, description or brand.' })
  q?: string | null;

  @Field(() => String, { nullable: true, description: 'Only the parts kept in this bin (ignoring case): what a stocktake counts.' })
  bin?: string | null;
}
