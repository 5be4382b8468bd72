/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query Availability($date: String!) {\n  availability(date: $date) {\n    date\n    closed\n    availableTimes\n  }\n}\n\nmutation BookAppointment($input: AppointmentInput!) {\n  bookAppointment(input: $input) {\n    id\n    preferredDate\n    preferredTime\n    status\n  }\n}": typeof types.AvailabilityDocument,
    "mutation CancelAppointment($id: String!, $email: String) {\n  cancelAppointment(id: $id, email: $email) {\n    message\n  }\n}": typeof types.CancelAppointmentDocument,
    "query SiteInfo {\n  siteInfo {\n    businessName\n    address\n    phone\n    email\n    timeZone\n    serviceTypes\n    openingHours {\n      days\n      hours\n    }\n  }\n}": typeof types.SiteInfoDocument,
};
const documents: Documents = {
    "query Availability($date: String!) {\n  availability(date: $date) {\n    date\n    closed\n    availableTimes\n  }\n}\n\nmutation BookAppointment($input: AppointmentInput!) {\n  bookAppointment(input: $input) {\n    id\n    preferredDate\n    preferredTime\n    status\n  }\n}": types.AvailabilityDocument,
    "mutation CancelAppointment($id: String!, $email: String) {\n  cancelAppointment(id: $id, email: $email) {\n    message\n  }\n}": types.CancelAppointmentDocument,
    "query SiteInfo {\n  siteInfo {\n    businessName\n    address\n    phone\n    email\n    timeZone\n    serviceTypes\n    openingHours {\n      days\n      hours\n    }\n  }\n}": types.SiteInfoDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Availability($date: String!) {\n  availability(date: $date) {\n    date\n    closed\n    availableTimes\n  }\n}\n\nmutation BookAppointment($input: AppointmentInput!) {\n  bookAppointment(input: $input) {\n    id\n    preferredDate\n    preferredTime\n    status\n  }\n}"): (typeof documents)["query Availability($date: String!) {\n  availability(date: $date) {\n    date\n    closed\n    availableTimes\n  }\n}\n\nmutation BookAppointment($input: AppointmentInput!) {\n  bookAppointment(input: $input) {\n    id\n    preferredDate\n    preferredTime\n    status\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CancelAppointment($id: String!, $email: String) {\n  cancelAppointment(id: $id, email: $email) {\n    message\n  }\n}"): (typeof documents)["mutation CancelAppointment($id: String!, $email: String) {\n  cancelAppointment(id: $id, email: $email) {\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SiteInfo {\n  siteInfo {\n    businessName\n    address\n    phone\n    email\n    timeZone\n    serviceTypes\n    openingHours {\n      days\n      hours\n    }\n  }\n}"): (typeof documents)["query SiteInfo {\n  siteInfo {\n    businessName\n    address\n    phone\n    email\n    timeZone\n    serviceTypes\n    openingHours {\n      days\n      hours\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;