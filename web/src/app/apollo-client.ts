/**
 * The one Apollo Client of the app: queries and mutations over HTTP POST /graphql, subscriptions
 * over a graphql-ws websocket on the same host. The websocket code is loaded on the first subscription.
 * A page the api rendered with its data (signing, quote) carries the cache it rendered from
 * (`window.__APOLLO_STATE__`): restored here, and read in place of the network until the page
 * has hydrated, so the first render matches the server's HTML without asking again.
 */
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { OperationTypeNode } from 'graphql';
import { from, mergeMap } from 'rxjs';
import { afterHydration } from '../shared/hydration';

const GRAPHQL_PATH = '/graphql';

/** ws://host/graphql on http pages, wss://host/graphql on https pages. */
function websocketUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${GRAPHQL_PATH}`;
}

let wsLink: Promise<ApolloLink> | null = null;

function loadWsLink(): Promise<ApolloLink> {
  wsLink ??= Promise.all([import('graphql-ws/client'), import('@apollo/client/link/subscriptions')]).then(
    ([{ createClient }, { GraphQLWsLink }]) => new GraphQLWsLink(createClient({ url: websocketUrl(), lazy: true })),
  );
  return wsLink;
}

const subscriptionLink = new ApolloLink((operation, forward) =>
  from(loadWsLink()).pipe(mergeMap((link) => link.request(operation, forward))),
);

const httpLink = new HttpLink({ uri: GRAPHQL_PATH });

const serverState = typeof window === 'undefined' ? undefined : window.__APOLLO_STATE__;

export const apolloClient = new ApolloClient({
  link: ApolloLink.split((operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION, subscriptionLink, httpLink),
  cache: serverState ? new InMemoryCache().restore(serverState as never) : new InMemoryCache(),
});

if (serverState) {
  apolloClient.prioritizeCacheValues = true;
  afterHydration(() => {
    apolloClient.prioritizeCacheValues = false;
  });
}
