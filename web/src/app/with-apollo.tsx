/**
 * Gives a page the Apollo Client. Only the pages that talk to the api (booking, cancel, contact,
 * signing, quote) are wrapped, and they are loaded on demand, so the rest of the public site ships
 * without Apollo. A client provided above (the server's, one per request: entry-server.tsx) is
 * kept.
 */
import { use, type ComponentType } from 'react';
import { ApolloProvider, getApolloContext } from '@apollo/client/react';
import { apolloClient } from './apollo-client';

export function withApollo(Page: ComponentType): ComponentType {
  function WithApollo() {
    const provided = use(getApolloContext()).client;
    if (provided) return <Page />;
    return (
      <ApolloProvider client={apolloClient}>
        <Page />
      </ApolloProvider>
    );
  }
  WithApollo.displayName = `WithApollo(${Page.displayName ?? Page.name})`;
  return WithApollo;
}
