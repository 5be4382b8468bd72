/**
 * What a priced line is, as every line type says it: the kind (labour, part, sundry, discount), its
 * GST treatment, and a labour line's hours, rate and technician. The answer fields and the input
 * fields are declared once here; job card, quote and invoice lines extend them.
 */
import { Field, Float, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { lineKind, type LineKind, type PricedLine } from './priced-document.js';

/** What a line is (GraphQL names; the stored and REST values are lower case: labour, part, sundry, discount). */
export enum LineKindValue {
  LABOUR = 'labour',
  PART = 'part',
  SUNDRY = 'sundry',
  DISCOUNT = 'discount',
}
registerEnumType(LineKindValue, {
  name: 'LineKind',
  description: 'What a line is: LABOUR (its quantity is hours), PART, SUNDRY or DISCOUNT (a negative price).',
});

/** A line's kind and GST fields as every line answers them (lines stored before kinds read by lineKind's rule). */
export function lineFields(line: PricedLine) {
  const kind = lineKind(line) as LineKind;
  return {
    kind: kind as LineKindValue,
    gstFree: line.gstFree === true,
    labourRateId: kind === 'labour' ? (line.labourRateId ?? null) : null,
    technicianId: kind === 'labour' ? (line.technicianId ?? null) : null,
    partId: kind === 'part' ? (line.partId ?? null) : null,
  };
}

/** The kind and GST fields of a line's answer (not a type of its own: each line type extends it). */
@ObjectType()
export abstract class LineKindFields {
  /** The line's quantity (its hours when it is labour): each line type declares it as a field. */
  abstract quantity: number;

  @Field(() => LineKindValue, { description: 'What the line is (a line saved before kinds: DISCOUNT when its price is negative, LABOUR when its description says labour, else PART).' })
  kind!: LineKindValue;

  @Field(() => Boolean, { description: 'true: no GST on this line (e.g. a government fee).' })
  gstFree!: boolean;

  @Field(() => Float, { nullable: true, description: 'A labour line’s hours (its quantity); null on other lines.' })
  get hours(): number | null {
    return this.kind === LineKindValue.LABOUR ? this.quantity : null;
  }

  @Field(() => String, { nullable: true, description: 'A labour line’s labour rate (labourRates), if chosen.' })
  labourRateId!: string | null;

  @Field(() => ID, { nullable: true, description: 'A labour line’s technician (a staff account’s id), if chosen.' })
  technicianId!: string | null;

  @Field(() => ID, { nullable: true, description: 'A part line’s part of the catalogue, if chosen (its stock is held while the job card is open and fitted when it is invoiced).' })
  partId!: string | null;
}

/** The kind and GST fields a line is sent with (not a type of its own: each line input extends it). */
@InputType()
export abstract class LineKindInput {
  @Field(() => LineKindValue, { nullable: true, description: 'What the line is; absent (an older client): DISCOUNT when the price is negative, else PART (LABOUR when hours are given).' })
  kind?: LineKindValue | null;

  @Field(() => Boolean, { nullable: true, description: 'true: no GST on this line (e.g. a government fee); absent: taxable.' })
  gstFree?: boolean | null;

  @Field(() => Float, { nullable: true, description: 'A labour line’s hours: its quantity (give either; both must then agree).' })
  hours?: number | null;

  @Field(() => String, { nullable: true, description: 'A labour line’s labour rate (labourRates); without a price the line takes its hourly rate.' })
  labourRateId?: string | null;

  @Field(() => ID, { nullable: true, description: 'A labour line’s technician: an active staff account’s id.' })
  technicianId?: string | null;

  @Field(() => ID, { nullable: true, description: 'A part line’s part of the catalogue: without a price the line takes its sell price, without gstFree its GST treatment, without a description its number and description.' })
  partId?: string | null;
}
