/**
 * The registration reminder (GET/PUT /api/admin/settings/rego-reminders, regoReminderSettings): how
 * many days before a vehicle's registration expires its owner is reminded. 14 until an owner saves
 * one; 0 turns registration reminders off.
 */
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { AppError } from '../../shared/errors.js';
import { DEFAULT_REGO_REMINDER_DAYS } from './rego-reminder-days.js';
import type { SettingsService } from './settings.service.js';

/** The most days ahead a registration reminder may go. */
const MAX_DAYS = 90;

@ObjectType({ description: 'When registration reminders go: days before a vehicle’s registration expires; 0: they are off.' })
export class RegoReminderSettings {
  @Field(() => Int, { description: `0 to ${MAX_DAYS}; ${DEFAULT_REGO_REMINDER_DAYS} until an owner saves it; 0 sends none.` })
  regoReminderDays!: number;

  @Field(() => Date, { nullable: true, description: 'When an owner saved it (null: the default).' })
  savedAt!: Date | null;

  @Field(() => String, { nullable: true })
  savedBy!: string | null;
}

@InputType()
export class RegoReminderInput {
  @Field(() => Int, { description: `0 to ${MAX_DAYS} days before the expiry; 0 turns registration reminders off.` })
  regoReminderDays!: number;
}

/** A whole number of days from 0 to 90 (numbers written as text accepted), else a 400. */
function readDays(raw: Record<string, unknown>): number {
  const message = `Registration reminder days must be a whole number from 0 to ${MAX_DAYS} (0 turns them off).`;
  const value = typeof raw.regoReminderDays === 'string' && /^\d{1,3}$/.test(raw.regoReminderDays.trim()) ? Number(raw.regoReminderDays.trim()) : raw.regoReminderDays;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > MAX_DAYS) throw AppError.badInput(message, { regoReminderDays: [message] });
  return value;
}

export async function regoRemindersOf(settings: SettingsService): Promise<RegoReminderSettings> {
  const [days, saved] = await Promise.all([settings.regoReminderDays(), settings.saved('regoReminders')]);
  return { regoReminderDays: days, savedAt: saved?.savedAt ?? null, savedBy: saved?.savedBy ?? null };
}

export async function regoRemindersJson(settings: SettingsService) {
  const answer = await regoRemindersOf(settings);
  return { ...answer, savedAt: answer.savedAt?.toISOString() ?? null };
}

export async function saveRegoReminders(settings: SettingsService, em: Parameters<SettingsService['saveSetting']>[0], raw: Record<string, unknown>, by: string): Promise<void> {
  const days = readDays(raw);
  await settings.saveSetting(em, 'regoReminders', { days }, by, days ? `Registration reminders: ${days} days before the expiry` : 'Registration reminders turned off');
}
