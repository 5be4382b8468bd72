/**
 * Pages outside the back office that need a staff sign-in (GraphiQL at /graphql) send the browser
 * to the login screen with `?next=<their path>`, and come back once signed in. Only the pages named
 * here are returned to, so a link cannot send someone elsewhere after signing in.
 */
const RETURNABLE = ['/graphql'];

/** The login screen's address that comes back to `path` after signing in. */
export function signInAddress(path: string): string {
  return `/admin/login?next=${encodeURIComponent(path)}`;
}

/** Where to go once signed in, from the login screen's query string: one of the pages above, or null. */
export function returnPath(search: string): string | null {
  const next = new URLSearchParams(search).get('next');
  return next !== null && RETURNABLE.includes(next) ? next : null;
}
