/** Journeys that change the business details share this server with others: they put the details back when done. */
import type { APIRequestContext, Page } from '@playwright/test';
import { graphql, signIn } from './admin-session.js';

/** The business details as saved now (the fields named, GraphQL field names), and the call that saves them back. */
export async function keptBusinessSettings(
  request: APIRequestContext,
  token: string,
  fields: string,
): Promise<{ before: Record<string, unknown>; restore: () => Promise<unknown> }> {
  const { businessSettings: before } = await graphql<{ businessSettings: Record<string, unknown> }>(request, `{ businessSettings { ${fields} } }`, {}, token);
  const restore = () => graphql(request, 'mutation($input: BusinessSettingsInput!) { updateBusinessSettings(input: $input) { businessName } }', { input: before }, token);
  return { before, restore };
}

/** Signs in and opens Settings from the sidebar. */
export async function openSettings(page: Page): Promise<void> {
  await signIn(page);
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Settings', exact: true }).click();
}
