/** Public facts about the workshop the web app shows: name, contact details, hours, services. */
import { Field, ObjectType, Query, Resolver } from 'type-graphql';
import type { Config } from '../../config.js';
import { OPENING_HOURS } from '../booking/opening-hours.js';
import { SERVICE_TYPES } from '../booking/service-types.js';

@ObjectType()
export class OpeningHours {
  @Field(() => String)
  days!: string;

  @Field(() => String)
  hours!: string;
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
  };
}
