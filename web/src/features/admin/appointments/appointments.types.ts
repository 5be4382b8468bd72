import type { AdminAppointmentsQuery } from '../../../gql/graphql';

/** An appointment as the admin's appointments query answers it: the page, its table, its dialog and the diary show it. */
export type AdminAppointment = AdminAppointmentsQuery['appointments'][number];
