/** The canned jobs' input contracts, shared by GraphQL and REST; the lines are read by the priced document's reader. */
import { IsArray, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import type { LineEdge } from '../../shared/priced-document.js';
import { RequiredText, SingleLine } from '../../shared/text.js';
import { JobCardItemInput } from '../jobcards/public.js';

/** The longest name of a canned job. */
export const MAX_NAME = 100;

@InputType({ description: 'A canned job as staff write it: its name and lines (a change replaces both).' })
export class CannedJobInput {
  @Field(() => String, { description: 'e.g. "Logbook service 4-cyl": 1 to 100 characters, unique ignoring case.' })
  @RequiredText('Name')
  @SingleLine('Name')
  @MaxLength(MAX_NAME, { message: `Name must be at most ${MAX_NAME} characters.` })
  name!: string;

  @Field(() => [JobCardItemInput], { description: 'At least one line; unitPrice in dollars.' })
  @IsArray({ message: 'lines must be a list.' })
  lines!: JobCardItemInput[];
}

/** A canned job's lines: sent as lines, each price as unitPrice (or estimateCost, as a job card's line). */
export const CANNED_LINES: LineEdge = { list: 'lines', price: 'unitPrice', deprecatedPrice: 'estimateCost', noun: 'Line', priceLabel: 'price', quantityMessages: 'each' };
