/** The public site's facts as the schema shows them: business details, opening hours, booking times. */
import { Field, Int, ObjectType } from 'type-graphql';
import { WorkshopContactFields } from '../../shared/workshop-contact.type.js';

@ObjectType()
export class OpeningHours {
  @Field(() => String)
  days!: string;

  @Field(() => String)
  hours!: string;
}

@ObjectType({ description: 'Every appointment time of one weekday’s opening hours, ignoring bookings, blocks and the clock.' })
export class WeekdayTimes {
  @Field(() => Int, { description: '0 = Sunday … 6 = Saturday.' })
  weekday!: number;

  @Field(() => [String], { description: 'HH:mm, 30 minutes apart; empty when closed.' })
  times!: string[];
}

@ObjectType({ description: 'The workshop’s public details.' })
export class SiteInfo extends WorkshopContactFields {
  @Field(() => String)
  timeZone!: string;

  @Field(() => String, { description: 'The site’s public origin, for canonical links.' })
  publicUrl!: string;

  @Field(() => String, { description: 'The workshop’s social media page.' })
  socialUrl!: string;

  @Field(() => String, { description: 'The workshop’s maps listing.' })
  mapsUrl!: string;

  @Field(() => Number)
  latitude!: number;

  @Field(() => Number)
  longitude!: number;

  @Field(() => String, { description: 'Australian Business Number; empty when there is none.' })
  abn!: string;

  @Field(() => Boolean, { description: 'Whether the workshop is registered for GST (its invoices are then tax invoices when it has an ABN).' })
  gstRegistered!: boolean;

  @Field(() => Int, { description: 'Days a quote is valid from the day it is sent (the Terms say so).' })
  quoteValidityDays!: number;

  @Field(() => Int, { description: 'Days an invoice may be paid in; 0: due on completion of the work.' })
  paymentTermsDays!: number;

  @Field(() => Int, { description: 'The warranty every invoice states, in months (the Terms say so).' })
  warrantyMonths!: number;

  @Field(() => Int, { description: 'The warranty’s distance limit in km, whichever comes first; 0: none.' })
  warrantyKm!: number;

  @Field(() => [String], { description: 'The services a customer can book, in display order.' })
  serviceTypes!: string[];

  @Field(() => [OpeningHours])
  openingHours!: OpeningHours[];

  @Field(() => [WeekdayTimes], {
    description:
      'The times each weekday offers. The booking form asks `availability` for a date; when that cannot be answered it offers these (booked slots unknown are treated as none; the server still refuses a taken one).',
  })
  bookingTimes!: WeekdayTimes[];

  @Field(() => [WeekdayHours], { description: 'The opening hours of each weekday, from Sunday (the settings).' })
  weekHours!: WeekdayHours[];
}

@ObjectType({ description: 'When the workshop opens and closes on a weekday; both null when it is closed all day.' })
export class WeekdayHours {
  @Field(() => Int, { description: '0 = Sunday … 6 = Saturday.' })
  weekday!: number;

  @Field(() => String, { nullable: true, description: "'HH:mm'." })
  open!: string | null;

  @Field(() => String, { nullable: true, description: "'HH:mm'." })
  close!: string | null;
}
