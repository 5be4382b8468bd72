/** Signs in as the test admin (ADMIN_PASSWORD of the harness) and calls admin endpoints. */
import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer, type TestServerOptions } from './harness.js';

export const ADMIN = { username: 'admin', password: 'correct-horse-battery' };

export async function signIn(t: TestServer): Promise<string> {
  const res = await t.rest('POST', '/api/admin/login', ADMIN);
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token as string;
}

export function asAdmin(t: TestServer, token: string) {
  return {
    /** The session's bearer token (for links, WebSocket connections and hand-made requests). */
    token,
    /** The session's claims (what a document link made in this session carries). */
    session: () => t.app.services.auth.verify(token),
    rest: (method: string, route: string, body?: unknown) => t.rest(method, route, body, { authorization: `Bearer ${token}` }),
    async gql(query: string, variables?: Record<string, unknown>) {
      const res = await fetch(`${t.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query, variables }),
      });
      const json = (await res.json()) as { data?: any; errors?: any[] };
      return { status: res.status, data: json.data, errors: json.errors };
    },
  };
}

export type Admin = ReturnType<typeof asAdmin>;

/**
 * A test file's server, signed in as the admin: started before the file's first test (`use`
 * receives the server and the admin then), closed after its last.
 */
export function withAdminServer(use: (server: TestServer, admin: Admin) => void, options?: TestServerOptions): void {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(options);
    use(server, asAdmin(server, await signIn(server)));
  });
  afterAll(() => server?.close());
}
