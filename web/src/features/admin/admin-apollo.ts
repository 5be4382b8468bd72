/**
 * The back office's own Apollo Client. Every call carries the admin session (the shared cookie and its CSRF header); any 401 or
 * UNAUTHENTICATED answer ends the session silently (the login screen takes over; a 403 / FORBIDDEN,
 * an owner-only call by another account, is an error shown like any other, and has the account read
 * again: a change of role, or two-factor to set up first);
 * subscriptions run over a graphql-ws socket that reconnects by itself and, once back,
 * refetches what is on screen so nothing missed while offline stays stale.
 */
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import { createClient } from 'graphql-ws';
import { NEVER } from 'rxjs';
import { isAuthFailure, isForbidden } from './errors';
import { reportAccessChanged } from './session/access-changed';
import { adminHeaders, endSession, signedIn, socketParams } from './session/admin-session';

const GRAPHQL_PATH = '/graphql';

export type LiveStatus = 'idle' | 'connecting' | 'live' | 'reconnecting';

/** ws://host/graphql on http pages, wss://host/graphql on https pages. */
function websocketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}${GRAPHQL_PATH}`;
}

/** 1 s, 2 s, 4 s … capped at 15 s, with jitter so a restarted server is not hit by every tab at once. */
function backOff(retries: number): Promise<void> {
  const base = Math.min(15_000, 1_000 * 2 ** Math.min(retries, 4));
  return new Promise((resolve) => setTimeout(resolve, base / 2 + Math.random() * (base / 2)));
}

const liveListeners = new Set<(status: LiveStatus) => void>();
let liveStatus: LiveStatus = 'idle';

function setLiveStatus(status: LiveStatus): void {
  liveStatus = status;
  for (const listener of liveListeners) listener(status);
}

export function currentLiveStatus(): LiveStatus {
  return liveStatus;
}

export function onLiveStatus(listener: (status: LiveStatus) => void): () => void {
  liveListeners.add(listener);
  return () => liveListeners.delete(listener);
}

function createAdminClient(): ApolloClient {
  // Marks the operations sent signed in (the session cookie with its CSRF value, or the tab's
  // token): only those can mean "your session has ended".
  const authLink = new SetContextLink((prevContext) => {
    if (!signedIn()) return {};
    return { sentWithToken: true, headers: { ...prevContext.headers, ...adminHeaders() } };
  });

  const errorLink = new ErrorLink(({ error, operation }) => {
    if (!operation.getContext().sentWithToken) return;
    // Refused but signed in (no longer an owner, or two-factor to set up first): the account is read again.
    if (isForbidden(error)) reportAccessChanged();
    if (!isAuthFailure(error)) return;
    endSession();
    // Nothing of the failure is shown: the call never settles and the login screen replaces the page.
    return NEVER;
  });

  const wsClient = createClient({
    url: websocketUrl,
    lazy: true,
    // The upgrade carries the session cookie; its CSRF value (or the tab's token) goes here.
    connectionParams: () => socketParams(),
    keepAlive: 15_000,
    retryAttempts: Number.POSITIVE_INFINITY,
    retryWait: backOff,
    // Also retry when the server is unreachable, not only after an orderly close.
    shouldRetry: () => true,
    on: {
      connecting: (isRetry) => setLiveStatus(isRetry ? 'reconnecting' : 'connecting'),
      connected: (_socket, _payload, wasRetry) => {
        setLiveStatus('live');
        // Events published while the socket was down are lost: reload what is on screen.
        if (wasRetry) void client.refetchQueries({ include: 'active' });
      },
      // 1000 is the orderly close after the last subscription ended; anything else will be retried.
      closed: (event) => setLiveStatus((event as { code?: number } | null)?.code === 1000 ? 'idle' : 'reconnecting'),
    },
  });

  const transport = ApolloLink.split(
    (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
    new GraphQLWsLink(wsClient),
    new HttpLink({ uri: GRAPHQL_PATH }),
  );

  const client: ApolloClient = new ApolloClient({
    link: ApolloLink.from([errorLink, authLink, transport]),
    cache: new InMemoryCache(),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-and-network' },
    },
  });
  return client;
}

let client: ApolloClient | null = null;

/** One client per page load; created on the first visit to /admin. */
export function adminApolloClient(): ApolloClient {
  client ??= createAdminClient();
  return client;
}
