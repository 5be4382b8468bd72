/**
 * Gives a page the Apollo Client. Only the pages that talk to the api (booking, cancel, contact)
 * are wrapped, and they are loaded on demand, so the rest of the public site ships without Apollo.
 */
import type { ComponentType } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { apolloClient } from './apollo-client';

export function withApollo(Page: ComponentType): ComponentType {
  function WithApollo() {
    return (
      <ApolloProvider client={apolloClient}>
        <Page />
      </ApolloProvider>
    );
  }
  WithApollo.displayName = `WithApollo(${Page.displayName ?? Page.name})`;
  return WithApollo;
}
