/**
 * The services the workshop offers on the site and the booking form (GET/PUT
 * /api/admin/settings/services, servicesSettings): a choice among the standard list, kept in its
 * order. Every one is offered until an owner saves a choice; a booking for one not offered is refused.
 */
import { Field, InputType, ObjectType } from 'type-graphql';
import { AppError } from '../../shared/errors.js';
import { SERVICE_TYPES } from '../booking/public.js';
import type { SettingsService } from './settings.service.js';

@ObjectType({ description: 'One of the standard services and whether the workshop offers it.' })
export class ServiceChoice {
  @Field(() => String)
  name!: string;

  @Field(() => Boolean)
  offered!: boolean;
}

@ObjectType({ description: 'The services the site and the booking form offer (all until an owner chooses).' })
export class ServicesSettings {
  @Field(() => [ServiceChoice], { description: 'Every standard service in the site’s order.' })
  services!: ServiceChoice[];

  @Field(() => Date, { nullable: true })
  savedAt!: Date | null;

  @Field(() => String, { nullable: true })
  savedBy!: string | null;
}

@InputType()
export class ServicesInput {
  @Field(() => [String], { description: 'The names of the services offered (at least one).' })
  offered!: string[];
}

/** The offered names in the standard order, or a 400: an unknown name, or none at all. */
function readServices(raw: Record<string, unknown>): string[] {
  const bad = (message: string): never => {
    throw AppError.badInput(message, { offered: [message] });
  };
  if (!Array.isArray(raw.offered) || raw.offered.some((s) => typeof s !== 'string')) bad('offered must be a list of service names.');
  const given = new Set(raw.offered as string[]);
  const unknown = [...given].find((s) => !(SERVICE_TYPES as readonly string[]).includes(s));
  if (unknown !== undefined) bad(`${unknown} is not one of the services: ${SERVICE_TYPES.join(', ')}.`);
  if (given.size === 0) bad('Offer at least one service, or customers cannot book online.');
  return SERVICE_TYPES.filter((s) => given.has(s));
}

export async function servicesOf(settings: SettingsService): Promise<ServicesSettings> {
  const [offered, saved] = await Promise.all([settings.servicesOffered(), settings.saved('services')]);
  return {
    services: SERVICE_TYPES.map((name) => ({ name, offered: offered.includes(name) })),
    savedAt: saved?.savedAt ?? null,
    savedBy: saved?.savedBy ?? null,
  };
}

export async function servicesJson(settings: SettingsService) {
  const answer = await servicesOf(settings);
  return { ...answer, offered: answer.services.filter((s) => s.offered).map((s) => s.name), savedAt: answer.savedAt?.toISOString() ?? null };
}

export async function saveServices(settings: SettingsService, em: Parameters<SettingsService['saveSetting']>[0], raw: Record<string, unknown>, by: string): Promise<void> {
  const offered = readServices(raw);
  await settings.saveSetting(em, 'services', { offered }, by, `Services offered saved (${offered.length} of ${SERVICE_TYPES.length})`);
}
