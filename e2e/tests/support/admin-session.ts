/** Helpers of the admin journeys: signing in through the UI, admin GraphQL calls, public writes. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const ADMIN_USERNAME = 'admin';
export const ADMIN_PASSWORD = 'e2e-Workshop-pw-2468';

/** Signs in through the login screen and waits for the dashboard (the sign-in journey itself: admin-session.spec.ts). */
export async function signInThroughForm(page: Page, password = ADMIN_PASSWORD): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('Username').fill(ADMIN_USERNAME);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard Overview' })).toBeVisible();
}

/**
 * Opens the dashboard signed in, as a browser that already holds the session opens it: the login
 * screen's own sign-in call, made with the page's cookies (its answer sets the session cookies for
 * every tab of the context), then /admin. Journeys that only need to be signed in start here; the
 * form is signed in through by admin-session.spec.ts.
 */
export async function signIn(page: Page, password = ADMIN_PASSWORD): Promise<void> {
  const response = await page.request.post('/graphql', {
    data: { query: 'mutation AdminLogin($input: LoginInput!) { login(input: $input) { token } }', variables: { input: { username: ADMIN_USERNAME, password } } },
  });
  const answer = await response.text();
  expect(response.status(), answer).toBe(200);
  expect((JSON.parse(answer) as GraphQLAnswer<unknown>).errors, answer).toBeUndefined();
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Dashboard Overview' })).toBeVisible();
}

/** The session token the browser holds in its HttpOnly sign-in cookie (every tab of the context shares it), or null. */
export async function sessionToken(page: Page): Promise<string | null> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'workshop_session' && c.value);
  return cookie?.value ?? null;
}

interface GraphQLAnswer<T> {
  data?: T;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

/** A GraphQL call from the test itself; any error fails the test (the e2e server allows 1000 public writes a minute). */
export async function graphql<T>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const post = () => request.post('/graphql', { data: { query, variables }, headers: token ? { authorization: `Bearer ${token}` } : {} });
  // A kept-alive socket the server closes as idle (after HTTP_KEEP_ALIVE_TIMEOUT_MS) at the moment it is
  // reused resets before the request is read: sent again once on a new one, as browsers do.
  const response = await post().catch((err: Error) => (/ECONNRESET/.test(err.message) ? post() : Promise.reject(err)));
  const body = (await response.json()) as GraphQLAnswer<T>;
  if (body.errors?.length || !body.data) throw new Error(`GraphQL call failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** POST /api/contact, as the public contact form does. */
export async function sendContactMessage(request: APIRequestContext, input: { name: string; email: string; phone?: string; message: string }): Promise<string> {
  const response = await request.post('/api/contact', { data: { phone: '', ...input } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { _id: string })._id;
}

export async function adminToken(request: APIRequestContext, password = ADMIN_PASSWORD): Promise<string> {
  const data = await graphql<{ login: { token: string } }>(
    request,
    // The back office's own sign-in document: without a token only the app's operations run.
    'mutation AdminLogin($input: LoginInput!) { login(input: $input) { token } }',
    { input: { username: ADMIN_USERNAME, password } },
  );
  return data.login.token;
}

/** Books an appointment through the public API (as the booking form does). */
export async function bookAppointment(
  request: APIRequestContext,
  input: { fullName: string; email: string; preferredDate: string; preferredTime: string; registration?: string | null; issueDescription?: string; phone?: string },
): Promise<string> {
  const data = await graphql<{ bookAppointment: { id: string } }>(
    request,
    // The booking form's own document (anonymous callers may run only the app's).
    'mutation BookAppointment($input: AppointmentInput!) { bookAppointment(input: $input) { email id preferredDate preferredTime reference registration serviceType status vehicleMake vehicleModel vehicleYear } }',
    {
      input: {
        phone: '0412 345 678',
        vehicleMake: 'Subaru',
        vehicleModel: 'Forester',
        vehicleYear: 2016,
        registration: null,
        serviceType: 'General Mechanical Repairs',
        issueDescription: 'Clunk from the front left wheel over bumps.',
        ...input,
      },
    },
  );
  return data.bookAppointment.id;
}
