/**
 * The opening hours an owner sets per weekday (GET/PUT /api/admin/settings/opening-hours,
 * openingHoursSettings): `{ days: [{ weekday: 0..6 (0 Sunday), open: 'HH:mm', close: 'HH:mm' } or
 * { weekday, closed: true }] }`, all seven days once each. Bookings, the slot lists and the diary
 * follow them at once.
 */
import { json } from '../../shared/json-schema.js';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { AppError } from '../../shared/errors.js';
import { isHHmm, minutesOf } from '../../shared/time.js';
import type { DayHours } from '../booking/public.js';
import type { SettingsService } from './settings.service.js';

@ObjectType({ description: 'One weekday’s opening hours; open and close null when closed.' })
export class OpeningDay {
  @Field(() => Int, { description: '0 = Sunday … 6 = Saturday.' })
  weekday!: number;

  @Field(() => Boolean)
  closed!: boolean;

  @Field(() => String, { nullable: true, description: "'HH:mm'." })
  open!: string | null;

  @Field(() => String, { nullable: true, description: "'HH:mm'." })
  close!: string | null;
}

@ObjectType({ description: 'The opening hours bookings follow: the default week until an owner saves them.' })
export class OpeningHoursSettings {
  @Field(() => [OpeningDay])
  days!: OpeningDay[];

  @Field(() => Date, { nullable: true })
  savedAt!: Date | null;

  @Field(() => String, { nullable: true })
  savedBy!: string | null;
}

@InputType()
export class OpeningDayInput {
  @Field(() => Int)
  weekday!: number;

  @Field(() => Boolean, { nullable: true })
  closed?: boolean | null;

  @Field(() => String, { nullable: true })
  open?: string | null;

  @Field(() => String, { nullable: true })
  close?: string | null;
}

@InputType()
export class OpeningHoursInput {
  @Field(() => [OpeningDayInput])
  days!: OpeningDayInput[];
}

const NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** Seven days, each once: open before close, on the hour or half hour, at least an hour apart; or closed. A 400 names the first wrong day. */
function readOpeningHours(raw: Record<string, unknown>): DayHours[] {
  const bad = (message: string): never => {
    throw AppError.badInput(message, { days: [message] });
  };
  if (!Array.isArray(raw.days)) bad('days must be a list of the seven weekdays.');
  const days = raw.days as unknown[];
  const seen = new Map<number, DayHours>();
  for (const item of days) {
    const day = (item ?? {}) as Record<string, unknown>;
    const weekday = day.weekday;
    if (typeof weekday !== 'number' || !Number.isInteger(weekday) || weekday < 0 || weekday > 6) bad('Each day needs a weekday from 0 (Sunday) to 6 (Saturday).');
    const name = NAMES[weekday as number];
    if (seen.has(weekday as number)) bad(`${name} is listed twice.`);
    if (day.closed === true) {
      seen.set(weekday as number, { weekday: weekday as number, closed: true });
      continue;
    }
    const { open, close } = day;
    if (!isHHmm(open) || !isHHmm(close)) bad(`${name}: opening and closing times must be written HH:mm, e.g. 09:00.`);
    const [from, to] = [minutesOf(open as string), minutesOf(close as string)];
    if (from % 30 || to % 30) bad(`${name}: opening and closing times must be on the hour or half hour.`);
    if (to - from < 60) bad(`${name}: the workshop must close at least an hour after it opens.`);
    seen.set(weekday as number, { weekday: weekday as number, open: open as string, close: close as string });
  }
  if (seen.size !== 7) bad('days must list each of the seven weekdays once.');
  return [...seen.values()].sort((a, b) => a.weekday - b.weekday);
}

export async function openingHoursOf(settings: SettingsService): Promise<OpeningHoursSettings> {
  const [hours, saved] = await Promise.all([settings.openingHours(), settings.saved('openingHours')]);
  return {
    days: hours.toDays().map((d) => ('closed' in d ? { weekday: d.weekday, closed: true, open: null, close: null } : { ...d, closed: false })),
    savedAt: saved?.savedAt ?? null,
    savedBy: saved?.savedBy ?? null,
  };
}

/** REST: the shape (a closed day is `{ weekday, closed: true }`). */
/** The opening hours as REST answers them: each weekday (0 Sunday) open and close, or closed. */
export const openingHoursSchema = json.object({
  days: json.array(
    json.anyOf([
      json.object({ weekday: json.integer({ minimum: 0, maximum: 6 }), open: json.time(), close: json.time() }),
      json.object({ weekday: json.integer({ minimum: 0, maximum: 6 }), closed: json.boolean() }),
    ]),
  ),
  savedAt: json.nullable(json.dateTime()),
  savedBy: json.nullable(json.string()),
});

export async function openingHoursJson(settings: SettingsService) {
  const [hours, saved] = await Promise.all([settings.openingHours(), settings.saved('openingHours')]);
  return { days: hours.toDays(), savedAt: saved?.savedAt.toISOString() ?? null, savedBy: saved?.savedBy ?? null };
}

export async function saveOpeningHours(settings: SettingsService, em: Parameters<SettingsService['saveSetting']>[0], raw: Record<string, unknown>, by: string): Promise<void> {
  const days = readOpeningHours(raw);
  await settings.saveSetting(em, 'openingHours', { days }, by, 'Opening hours saved');
}
