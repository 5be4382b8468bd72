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
    "query AdminAppointments {\n  appointments {\n    id\n    fullName\n    email\n    phone\n    vehicleMake\n    vehicleModel\n    vehicleYear\n    registration\n    serviceType\n    issueDescription\n    preferredDate\n    preferredTime\n    status\n    createdAt\n    cancelledAt\n  }\n}\n\nquery AdminBlockedPeriods {\n  blockedPeriods {\n    id\n    startDate\n    startTime\n    endDate\n    endTime\n    reason\n    createdAt\n  }\n}\n\nmutation AdminCancelAppointment($id: ID!) {\n  adminCancelAppointment(id: $id) {\n    message\n  }\n}\n\nmutation AdminDeleteAppointment($id: ID!) {\n  deleteAppointment(id: $id) {\n    message\n  }\n}\n\nmutation AdminBlockPeriod($input: BlockPeriodInput!) {\n  blockPeriod(input: $input) {\n    message\n    period {\n      id\n    }\n    affectedAppointments {\n      id\n      fullName\n      preferredDate\n      preferredTime\n    }\n  }\n}\n\nmutation AdminUnblockPeriod($id: ID!) {\n  unblockPeriod(id: $id) {\n    message\n  }\n}": typeof types.AdminAppointmentsDocument,
    "mutation AdminLogin($input: LoginInput!) {\n  login(input: $input) {\n    token\n  }\n}\n\nmutation AdminRequestPasswordReset {\n  requestPasswordReset {\n    message\n  }\n}\n\nmutation AdminResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input) {\n    message\n  }\n}\n\nquery AdminSiteInfo {\n  siteInfo {\n    businessName\n    timeZone\n  }\n}\n\nmutation AdminLogout {\n  logout {\n    message\n  }\n}": typeof types.AdminLoginDocument,
    "query AdminContactQueries {\n  contactQueries {\n    id\n    name\n    email\n    phone\n    message\n    createdAt\n    replied\n    repliedAt\n  }\n}\n\nmutation AdminReplyToContactQuery($id: ID!, $replyMessage: String!) {\n  replyToContactQuery(id: $id, replyMessage: $replyMessage) {\n    message\n  }\n}\n\nmutation AdminDeleteContactQuery($id: ID!) {\n  deleteContactQuery(id: $id) {\n    message\n  }\n}\n\nmutation AdminCleanupContactQueries {\n  cleanupContactQueries {\n    message\n    deletedCount\n  }\n}": typeof types.AdminContactQueriesDocument,
    "fragment AdminCounters on DashboardCounters {\n  totalBooked\n  bookedLast24h\n  totalCancelled\n  cancelledLast24h\n  totalQueries\n  queriesLast24h\n}\n\nquery AdminDashboardCounters {\n  dashboardCounters {\n    ...AdminCounters\n  }\n}\n\nquery AdminRecentContactQueries {\n  recentContactQueries {\n    id\n    name\n    email\n    message\n    createdAt\n  }\n}\n\nsubscription AdminDashboardCountersChanged {\n  dashboardCounters {\n    ...AdminCounters\n  }\n}\n\nsubscription AdminContactQueryReceived {\n  contactQueryReceived\n}": typeof types.AdminCountersFragmentDoc,
    "query Availability($date: String!) {\n  availability(date: $date) {\n    date\n    closed\n    availableTimes\n  }\n}\n\nmutation BookAppointment($input: AppointmentInput!) {\n  bookAppointment(input: $input) {\n    id\n    preferredDate\n    preferredTime\n    status\n  }\n}": typeof types.AvailabilityDocument,
    "mutation CancelAppointment($id: String!, $email: String) {\n  cancelAppointment(id: $id, email: $email) {\n    message\n  }\n}": typeof types.CancelAppointmentDocument,
    "mutation SendContactMessage($input: ContactInput!) {\n  sendContactMessage(input: $input) {\n    message\n  }\n}": typeof types.SendContactMessageDocument,
    "query SiteInfo {\n  siteInfo {\n    businessName\n    address\n    phone\n    email\n    timeZone\n    publicUrl\n    socialUrl\n    mapsUrl\n    latitude\n    longitude\n    abn\n    serviceTypes\n    openingHours {\n      days\n      hours\n    }\n  }\n}": typeof types.SiteInfoDocument,
};
const documents: Documents = {
    "query AdminAppointments {\n  appointments {\n    id\n    fullName\n    email\n    phone\n    vehicleMake\n    vehicleModel\n    vehicleYear\n    registration\n    serviceType\n    issueDescription\n    preferredDate\n    preferredTime\n    status\n    createdAt\n    cancelledAt\n  }\n}\n\nquery AdminBlockedPeriods {\n  blockedPeriods {\n    id\n    startDate\n    startTime\n    endDate\n    endTime\n    reason\n    createdAt\n  }\n}\n\nmutation AdminCancelAppointment($id: ID!) {\n  adminCancelAppointment(id: $id) {\n    message\n  }\n}\n\nmutation AdminDeleteAppointment($id: ID!) {\n  deleteAppointment(id: $id) {\n    message\n  }\n}\n\nmutation AdminBlockPeriod($input: BlockPeriodInput!) {\n  blockPeriod(input: $input) {\n    message\n    period {\n      id\n    }\n    affectedAppointments {\n      id\n      fullName\n      preferredDate\n      preferredTime\n    }\n  }\n}\n\nmutation AdminUnblockPeriod($id: ID!) {\n  unblockPeriod(id: $id) {\n    message\n  }\n}": types.AdminAppointmentsDocument,
    "mutation AdminLogin($input: LoginInput!) {\n  login(input: $input) {\n    token\n  }\n}\n\nmutation AdminRequestPasswordReset {\n  requestPasswordReset {\n    message\n  }\n}\n\nmutation AdminResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input) {\n    message\n  }\n}\n\nquery AdminSiteInfo {\n  siteInfo {\n    businessName\n    timeZone\n  }\n}\n\nmutation AdminLogout {\n  logout {\n    message\n  }\n}": types.AdminLoginDocument,
    "query AdminContactQueries {\n  contactQueries {\n    id\n    name\n    email\n    phone\n    message\n    createdAt\n    replied\n    repliedAt\n  }\n}\n\nmutation AdminReplyToContactQuery($id: ID!, $replyMessage: String!) {\n  replyToContactQuery(id: $id, replyMessage: $replyMessage) {\n    message\n  }\n}\n\nmutation AdminDeleteContactQuery($id: ID!) {\n  deleteContactQuery(id: $id) {\n    message\n  }\n}\n\nmutation AdminCleanupContactQueries {\n  cleanupContactQueries {\n    message\n    deletedCount\n  }\n}": types.AdminContactQueriesDocument,
    "fragment AdminCounters on DashboardCounters {\n  totalBooked\n  bookedLast24h\n  totalCancelled\n  cancelledLast24h\n  totalQueries\n  queriesLast24h\n}\n\nquery AdminDashboardCounters {\n  dashboardCounters {\n    ...AdminCounters\n  }\n}\n\nquery AdminRecentContactQueries {\n  recentContactQueries {\n    id\n    name\n    email\n    message\n    createdAt\n  }\n}\n\nsubscription AdminDashboardCountersChanged {\n  dashboardCounters {\n    ...AdminCounters\n  }\n}\n\nsubscription AdminContactQueryReceived {\n  contactQueryReceived\n}": types.AdminCountersFragmentDoc,
    "query Availability($date: String!) {\n  availability(date: $date) {\n    date\n    closed\n    availableTimes\n  }\n}\n\nmutation BookAppointment($input: AppointmentInput!) {\n  bookAppointment(input: $input) {\n    id\n    preferredDate\n    preferredTime\n    status\n  }\n}": types.AvailabilityDocument,
    "mutation CancelAppointment($id: String!, $email: String) {\n  cancelAppointment(id: $id, email: $email) {\n    message\n  }\n}": types.CancelAppointmentDocument,
    "mutation SendContactMessage($input: ContactInput!) {\n  sendContactMessage(input: $input) {\n    message\n  }\n}": types.SendContactMessageDocument,
    "query SiteInfo {\n  siteInfo {\n    businessName\n    address\n    phone\n    email\n    timeZone\n    publicUrl\n    socialUrl\n    mapsUrl\n    latitude\n    longitude\n    abn\n    serviceTypes\n    openingHours {\n      days\n      hours\n    }\n  }\n}": types.SiteInfoDocument,
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
export function graphql(source: "query AdminAppointments {\n  appointments {\n    id\n    fullName\n    email\n    phone\n    vehicleMake\n    vehicleModel\n    vehicleYear\n    registration\n    serviceType\n    issueDescription\n    preferredDate\n    preferredTime\n    status\n    createdAt\n    cancelledAt\n  }\n}\n\nquery AdminBlockedPeriods {\n  blockedPeriods {\n    id\n    startDate\n    startTime\n    endDate\n    endTime\n    reason\n    createdAt\n  }\n}\n\nmutation AdminCancelAppointment($id: ID!) {\n  adminCancelAppointment(id: $id) {\n    message\n  }\n}\n\nmutation AdminDeleteAppointment($id: ID!) {\n  deleteAppointment(id: $id) {\n    message\n  }\n}\n\nmutation AdminBlockPeriod($input: BlockPeriodInput!) {\n  blockPeriod(input: $input) {\n    message\n    period {\n      id\n    }\n    affectedAppointments {\n      id\n      fullName\n      preferredDate\n      preferredTime\n    }\n  }\n}\n\nmutation AdminUnblockPeriod($id: ID!) {\n  unblockPeriod(id: $id) {\n    message\n  }\n}"): (typeof documents)["query AdminAppointments {\n  appointments {\n    id\n    fullName\n    email\n    phone\n    vehicleMake\n    vehicleModel\n    vehicleYear\n    registration\n    serviceType\n    issueDescription\n    preferredDate\n    preferredTime\n    status\n    createdAt\n    cancelledAt\n  }\n}\n\nquery AdminBlockedPeriods {\n  blockedPeriods {\n    id\n    startDate\n    startTime\n    endDate\n    endTime\n    reason\n    createdAt\n  }\n}\n\nmutation AdminCancelAppointment($id: ID!) {\n  adminCancelAppointment(id: $id) {\n    message\n  }\n}\n\nmutation AdminDeleteAppointment($id: ID!) {\n  deleteAppointment(id: $id) {\n    message\n  }\n}\n\nmutation AdminBlockPeriod($input: BlockPeriodInput!) {\n  blockPeriod(input: $input) {\n    message\n    period {\n      id\n    }\n    affectedAppointments {\n      id\n      fullName\n      preferredDate\n      preferredTime\n    }\n  }\n}\n\nmutation AdminUnblockPeriod($id: ID!) {\n  unblockPeriod(id: $id) {\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminLogin($input: LoginInput!) {\n  login(input: $input) {\n    token\n  }\n}\n\nmutation AdminRequestPasswordReset {\n  requestPasswordReset {\n    message\n  }\n}\n\nmutation AdminResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input) {\n    message\n  }\n}\n\nquery AdminSiteInfo {\n  siteInfo {\n    businessName\n    timeZone\n  }\n}\n\nmutation AdminLogout {\n  logout {\n    message\n  }\n}"): (typeof documents)["mutation AdminLogin($input: LoginInput!) {\n  login(input: $input) {\n    token\n  }\n}\n\nmutation AdminRequestPasswordReset {\n  requestPasswordReset {\n    message\n  }\n}\n\nmutation AdminResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input) {\n    message\n  }\n}\n\nquery AdminSiteInfo {\n  siteInfo {\n    businessName\n    timeZone\n  }\n}\n\nmutation AdminLogout {\n  logout {\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminContactQueries {\n  contactQueries {\n    id\n    name\n    email\n    phone\n    message\n    createdAt\n    replied\n    repliedAt\n  }\n}\n\nmutation AdminReplyToContactQuery($id: ID!, $replyMessage: String!) {\n  replyToContactQuery(id: $id, replyMessage: $replyMessage) {\n    message\n  }\n}\n\nmutation AdminDeleteContactQuery($id: ID!) {\n  deleteContactQuery(id: $id) {\n    message\n  }\n}\n\nmutation AdminCleanupContactQueries {\n  cleanupContactQueries {\n    message\n    deletedCount\n  }\n}"): (typeof documents)["query AdminContactQueries {\n  contactQueries {\n    id\n    name\n    email\n    phone\n    message\n    createdAt\n    replied\n    repliedAt\n  }\n}\n\nmutation AdminReplyToContactQuery($id: ID!, $replyMessage: String!) {\n  replyToContactQuery(id: $id, replyMessage: $replyMessage) {\n    message\n  }\n}\n\nmutation AdminDeleteContactQuery($id: ID!) {\n  deleteContactQuery(id: $id) {\n    message\n  }\n}\n\nmutation AdminCleanupContactQueries {\n  cleanupContactQueries {\n    message\n    deletedCount\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminCounters on DashboardCounters {\n  totalBooked\n  bookedLast24h\n  totalCancelled\n  cancelledLast24h\n  totalQueries\n  queriesLast24h\n}\n\nquery AdminDashboardCounters {\n  dashboardCounters {\n    ...AdminCounters\n  }\n}\n\nquery AdminRecentContactQueries {\n  recentContactQueries {\n    id\n    name\n    email\n    message\n    createdAt\n  }\n}\n\nsubscription AdminDashboardCountersChanged {\n  dashboardCounters {\n    ...AdminCounters\n  }\n}\n\nsubscription AdminContactQueryReceived {\n  contactQueryReceived\n}"): (typeof documents)["fragment AdminCounters on DashboardCounters {\n  totalBooked\n  bookedLast24h\n  totalCancelled\n  cancelledLast24h\n  totalQueries\n  queriesLast24h\n}\n\nquery AdminDashboardCounters {\n  dashboardCounters {\n    ...AdminCounters\n  }\n}\n\nquery AdminRecentContactQueries {\n  recentContactQueries {\n    id\n    name\n    email\n    message\n    createdAt\n  }\n}\n\nsubscription AdminDashboardCountersChanged {\n  dashboardCounters {\n    ...AdminCounters\n  }\n}\n\nsubscription AdminContactQueryReceived {\n  contactQueryReceived\n}"];
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
export function graphql(source: "mutation SendContactMessage($input: ContactInput!) {\n  sendContactMessage(input: $input) {\n    message\n  }\n}"): (typeof documents)["mutation SendContactMessage($input: ContactInput!) {\n  sendContactMessage(input: $input) {\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SiteInfo {\n  siteInfo {\n    businessName\n    address\n    phone\n    email\n    timeZone\n    publicUrl\n    socialUrl\n    mapsUrl\n    latitude\n    longitude\n    abn\n    serviceTypes\n    openingHours {\n      days\n      hours\n    }\n  }\n}"): (typeof documents)["query SiteInfo {\n  siteInfo {\n    businessName\n    address\n    phone\n    email\n    timeZone\n    publicUrl\n    socialUrl\n    mapsUrl\n    latitude\n    longitude\n    abn\n    serviceTypes\n    openingHours {\n      days\n      hours\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;