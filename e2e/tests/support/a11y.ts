/** Accessibility checks with axe-core: WCAG 2.2 AA and best practices, serious and critical findings only. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * One line per serious or critical violation on the page as it is now (empty when there are none).
 * `exclude`: parts left out, e.g. an email's sandboxed frame (the sender's markup, where axe cannot run).
 */
export async function seriousViolations(page: Page, exclude: string[] = []): Promise<string[]> {
  // Colours still moving (a button's 0.15 s transition as the saved theme applies on a slow machine) are measured half way: let them settle.
  // (Endless ones, a spinner's, never finish: left alone.)
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime ?? Infinity)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']);
  for (const selector of exclude) builder.exclude(selector);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
