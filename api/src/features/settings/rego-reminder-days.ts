/** The days before a registration expires its reminder goes, from the saved setting: 14 while none is saved, 0 sends none. */

/** Days before the expiry when no owner saved the setting. */
export const DEFAULT_REGO_REMINDER_DAYS = 14;

/** The days a saved value ({ days }) holds, or the default while none is saved. */
export function regoReminderDaysOf(saved: unknown): number {
  const days = (saved as { days?: unknown } | undefined)?.days;
  return typeof days === 'number' ? days : DEFAULT_REGO_REMINDER_DAYS;
}
