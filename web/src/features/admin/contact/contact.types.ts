import type { AdminContactQueriesQuery } from '../../../gql/graphql';

/** A contact query as the admin's contact queries answer it: the page's rows and the query's dialog show it. */
export type AdminContactQuery = AdminContactQueriesQuery['contactQueries'][number];
