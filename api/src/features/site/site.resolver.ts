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
    const c = this.config;
    return {
      businessName: c.businessName,
      address: c.businessAddress,
      phone: c.businessPhone,
      email: c.businessEmail,
      timeZone: c.timeZone,
      serviceTypes: [...SERVICE_TYPES],
      openingHours: OPENING_HOURS.map((h) => ({ ...h })),
    };
  }
}
