/** Public facts about the workshop the web app shows: name, contact details, hours, services. */
import { Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { Config } from '../../config.js';
import { OPENING_HOURS, weekdaySlots } from '../booking/public.js';
import { SERVICE_TYPES } from '../booking/public.js';

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
export class SiteInfo {
  @Field(() => String)
  businessName!: string;

  @Field(() => String)
  address!: string;

  @Field(() => String)
  phone!: string;

  @Field(() => String)
  email!: string;

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

  @Field(() => String, { description: 'Australian Business Number; empty when not configured.' })
  abn!: string;

  @Field(() => [String], { description: 'The services a customer can book, in display order.' })
  serviceTypes!: string[];

  @Field(() => [OpeningHours])
  openingHours!: OpeningHours[];

  @Field(() => [WeekdayTimes], {
    description:
      'The times each weekday offers. The booking form asks `availability` for a date; when that cannot be answered it offers these (SPEC section 7: booked slots unknown are treated as none; the server still refuses a taken one).',
  })
  bookingTimes!: WeekdayTimes[];
}

@Resolver()
export class SiteResolver {
  constructor(private readonly config: Config) {}

  @Query(() => SiteInfo)
  siteInfo(): SiteInfo {
    return siteInfoOf(this.config);
  }
}

/** The public details, also embedded in server-rendered pages. */
export function siteInfoOf(c: Config): SiteInfo {
  return {
    businessName: c.businessName,
    address: c.businessAddress,
    phone: c.businessPhone,
    email: c.businessEmail,
    timeZone: c.timeZone,
    publicUrl: c.publicUrl,
    socialUrl: c.socialUrl,
    mapsUrl: c.mapsUrl,
    latitude: c.businessLatitude,
    longitude: c.businessLongitude,
    abn: c.businessAbn,
    serviceTypes: [...SERVICE_TYPES],
    openingHours: OPENING_HOURS.map((h) => ({ ...h })),
    bookingTimes: weekdaySlots().map((times, weekday) => ({ weekday, times: [...times] })),
  };
}
