import type { AdminCourtesyCarFragment } from '../../../gql/graphql';

/** A courtesy car as the page shows it: its details and its open loan, if it is out. */
export type CourtesyCarRow = AdminCourtesyCarFragment;
