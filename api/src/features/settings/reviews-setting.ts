/**
 * The review link (GET/PUT /api/admin/settings/reviews, reviewsSettings): where review requests
 * send customers. REVIEW_URL until an owner saves one; empty turns review requests off.
 */
import { Field, InputType, ObjectType } from 'type-graphql';
import { AppError } from '../../shared/errors.js';
import type { SettingsService } from './settings.service.js';

@ObjectType({ description: 'The link review requests send customers to; null: review requests are off.' })
export class ReviewsSettings {
  @Field(() => String, { nullable: true })
  reviewUrl!: string | null;

  @Field(() => Date, { nullable: true })
  savedAt!: Date | null;

  @Field(() => String, { nullable: true })
  savedBy!: string | null;
}

@InputType()
export class ReviewsInput {
  @Field(() => String, { description: 'An http(s) address, or empty to turn review requests off.' })
  reviewUrl!: string;
}

/** An http(s) link of at most 500 characters, or null for empty; else a 400. */
function readReviewUrl(raw: Record<string, unknown>): string | null {
  const message = 'The review link must be a web address starting with https://, or empty to turn review requests off.';
  const value = raw.reviewUrl;
  if (value === null || value === undefined || (typeof value === 'string' && !value.trim())) return null;
  if (typeof value !== 'string' || value.length > 500) throw AppError.badInput(message, { reviewUrl: [message] });
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('scheme');
    return url.toString();
  } catch {
    throw AppError.badInput(message, { reviewUrl: [message] });
  }
}

export async function reviewsOf(settings: SettingsService): Promise<ReviewsSettings> {
  const [reviewUrl, saved] = await Promise.all([settings.reviewUrl(), settings.saved('reviews')]);
  return { reviewUrl, savedAt: saved?.savedAt ?? null, savedBy: saved?.savedBy ?? null };
}

export async function reviewsJson(settings: SettingsService) {
  const answer = await reviewsOf(settings);
  return { ...answer, savedAt: answer.savedAt?.toISOString() ?? null };
}

export async function saveReviews(settings: SettingsService, em: Parameters<SettingsService['saveSetting']>[0], raw: Record<string, unknown>, by: string): Promise<void> {
  const url = readReviewUrl(raw);
  await settings.saveSetting(em, 'reviews', { url }, by, url ? 'Review link saved' : 'Review requests turned off');
}
