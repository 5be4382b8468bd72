/**
 * GraphiQL at /graphql: the API's schema, its documentation and a query editor, for signed-in
 * staff, in the browser only (its editor is large: it loads with this page alone). Requests go as
 * the back office sends them (the session cookie with its X-CSRF-Token, or this tab's token), so
 * they run as the member of staff signed in. Signed out, or once the server ends the session, the
 * browser goes to the login screen and comes back here.
 */
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { GraphiQL } from 'graphiql';
import { useEffect, type ComponentProps } from 'react';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { useSiteInfo } from '../../../shared/use-site-info';
import { adminHeaders, endSession, signedIn } from '../session/admin-session';
import { signInAddress } from '../session/return-after-sign-in';
import './graphiql-page.css';

type Fetcher = ComponentProps<typeof GraphiQL>['fetcher'];

const GRAPHQL_PATH = '/graphql';

const DEFAULT_QUERY = `# The workshop's GraphQL API, run as you.
# Run: Ctrl+Enter or the ▶ button. Docs: the
# book icon lists every query and type.
# Integrations send an API key instead:
# Authorization: Bearer tac_…
query Me {
  me {
    name
    role
  }
}
`;

function toSignIn(): void {
  window.location.assign(signInAddress(GRAPHQL_PATH));
}

const fetcher: Fetcher = async (params) => {
  const response = await fetch(GRAPHQL_PATH, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...adminHeaders() },
    body: JSON.stringify(params),
  });
  // The session ended (signed out elsewhere, expired): sign in again and come back.
  if (response.status === 401) {
    endSession();
    toSignIn();
  }
  return response.json();
};

export default function GraphiQLPage() {
  const { businessName } = useSiteInfo();
  useDocumentTitle('GraphiQL', businessName);
  const allowed = signedIn();
  useEffect(() => {
    if (!allowed) toSignIn();
  }, [allowed]);
  if (!allowed) {
    return (
      <p className="graphiql-page__note" role="status">
        GraphiQL is for the workshop’s staff: taking you to sign in…
      </p>
    );
  }
  return (
    <div className="graphiql-page">
      <GraphiQL fetcher={fetcher} defaultQuery={DEFAULT_QUERY}>
        <GraphiQL.Logo>
          <a className="graphiql-page__home" href="/admin" title="Back to the back office">
            {businessName}
          </a>
        </GraphiQL.Logo>
      </GraphiQL>
    </div>
  );
}
