/** The recommended work follow-up, from the saved setting: on, 14 days after the decision, while none is saved. */

export interface RecommendedWorkFollowUp {
  enabled: boolean;
  /** Days after the customer declined the work that the follow-up goes. */
  days: number;
}

export const DEFAULT_RECOMMENDED_WORK_FOLLOW_UP: RecommendedWorkFollowUp = { enabled: true, days: 14 };

/** The follow-up a saved value ({ enabled, days }) holds, or the default while none is saved. */
export function recommendedWorkFollowUpOf(saved: unknown): RecommendedWorkFollowUp {
  const value = saved as Partial<RecommendedWorkFollowUp> | undefined;
  return typeof value?.enabled === 'boolean' && typeof value.days === 'number' ? { enabled: value.enabled, days: value.days } : { ...DEFAULT_RECOMMENDED_WORK_FOLLOW_UP };
}
