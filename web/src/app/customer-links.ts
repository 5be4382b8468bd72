/**
 * The customer's pages behind emailed links (signing, quote), which the api renders per request
 * with their data (entry-server.tsx): the query each page asks first, as the page asks it (with
 * the __typename fields Apollo's cache adds), so the answer written into the server's cache is the
 * one the page reads while it hydrates. Server-side only.
 */
import type { TypedDocumentNode } from '@apollo/client';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { print } from 'graphql';
import { matchPath } from 'react-router';
import { PublicQuoteDocument, SigningPolicyDocument } from '../gql/public';

export interface CustomerLink {
  document: TypedDocumentNode<unknown, { id: string }>;
  variables: { id: string };
  /** The page's own title (as its useDocumentTitle call sets it). */
  title: string;
}

const LINKS: ReadonlyArray<{ path: string; document: TypedDocumentNode<unknown, { id: string }>; title: string }> = [
  { path: '/accept-policy/:id', document: addTypenameToDocument(SigningPolicyDocument), title: 'Service Terms' },
  { path: '/quote/:id', document: addTypenameToDocument(PublicQuoteDocument), title: 'Your Quote' },
];

export function customerLinkOf(pathname: string): CustomerLink | null {
  for (const { path, document, title } of LINKS) {
    const id = matchPath(path, pathname)?.params.id;
    if (id) return { document, variables: { id }, title };
  }
  return null;
}

/** The GraphQL request the api runs for the page at `pathname`, or null for any other page. */
export function customerLinkQuery(pathname: string): { query: string; variables: { id: string } } | null {
  const link = customerLinkOf(pathname);
  return link && { query: print(link.document), variables: link.variables };
}
