/**
 * The recommended work follow-up (GET/PUT /api/admin/settings/recommended-work,
 * recommendedWorkSettings): whether work a customer declined on a quote is offered again by email,
 * and how many days after the decision. On, 14 days, until an owner saves it.
 */
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { AppError } from '../../shared/errors.js';
import { DEFAULT_RECOMMENDED_WORK_FOLLOW_UP, type RecommendedWorkFollowUp } from './recommended-work-follow-up.js';
import type { SettingsService } from './settings.service.js';

/** The most days after the decision a follow-up may wait. */
const MAX_DAYS = 180;

@ObjectType('RecommendedWorkFollowUp', { description: 'Whether declined work is offered again, and when.' })
export class RecommendedWorkFollowUpValue {
  @Field(() => Boolean, { description: `Whether the follow-up goes (${DEFAULT_RECOMMENDED_WORK_FOLLOW_UP.enabled ? 'on' : 'off'} until an owner saves it).` })
  enabled!: boolean;

  @Field(() => Int, { description: `Days after the customer declined the work: 1 to ${MAX_DAYS} (${DEFAULT_RECOMMENDED_WORK_FOLLOW_UP.days} until an owner saves it).` })
  days!: number;
}

@ObjectType({ description: 'The follow-up offering declined recommended work again by email, once per decision.' })
export class RecommendedWorkSettings {
  @Field(() => RecommendedWorkFollowUpValue)
  recommendedWorkFollowUp!: RecommendedWorkFollowUpValue;

  @Field(() => Date, { nullable: true, description: 'When an owner saved it (null: the default).' })
  savedAt!: Date | null;

  @Field(() => String, { nullable: true })
  savedBy!: string | null;
}

@InputType()
export class RecommendedWorkFollowUpInput {
  @Field(() => Boolean, { description: 'Whether the follow-up goes.' })
  enabled!: boolean;

  @Field(() => Int, { description: `Days after the customer declined the work: 1 to ${MAX_DAYS}.` })
  days!: number;
}

@InputType()
export class RecommendedWorkInput {
  @Field(() => RecommendedWorkFollowUpInput)
  recommendedWorkFollowUp!: RecommendedWorkFollowUpInput;
}

/** { enabled: true or false, days: a whole number from 1 to 180 (numbers written as text accepted) }, else a 400 naming the field. */
function readFollowUp(raw: Record<string, unknown>): RecommendedWorkFollowUp {
  const given = raw.recommendedWorkFollowUp;
  const shape = 'recommendedWorkFollowUp must be { "enabled": true or false, "days": a number of days }.';
  if (!given || typeof given !== 'object' || Array.isArray(given)) throw AppError.badInput(shape, { recommendedWorkFollowUp: [shape] });
  const { enabled, days: rawDays } = given as { enabled?: unknown; days?: unknown };
  if (typeof enabled !== 'boolean') throw AppError.badInput('Follow-up on must be true or false.', { 'recommendedWorkFollowUp.enabled': ['Follow-up on must be true or false.'] });
  const days = typeof rawDays === 'string' && /^\d{1,3}$/.test(rawDays.trim()) ? Number(rawDays.trim()) : rawDays;
  const message = `Follow-up days must be a whole number from 1 to ${MAX_DAYS}.`;
  if (typeof days !== 'number' || !Number.isInteger(days) || days < 1 || days > MAX_DAYS) throw AppError.badInput(message, { 'recommendedWorkFollowUp.days': [message] });
  return { enabled, days };
}

export async function recommendedWorkOf(settings: SettingsService): Promise<RecommendedWorkSettings> {
  const [followUp, saved] = await Promise.all([settings.recommendedWorkFollowUp(), settings.saved('recommendedWork')]);
  return { recommendedWorkFollowUp: followUp, savedAt: saved?.savedAt ?? null, savedBy: saved?.savedBy ?? null };
}

export async function recommendedWorkJson(settings: SettingsService) {
  const answer = await recommendedWorkOf(settings);
  return { ...answer, savedAt: answer.savedAt?.toISOString() ?? null };
}

export async function saveRecommendedWork(settings: SettingsService, em: Parameters<SettingsService['saveSetting']>[0], raw: Record<string, unknown>, by: string): Promise<void> {
  const followUp = readFollowUp(raw);
  await settings.saveSetting(em, 'recommendedWork', followUp, by, followUp.enabled ? `Recommended work followed up ${followUp.days} days after it is declined` : 'Recommended work follow-up turned off');
}
