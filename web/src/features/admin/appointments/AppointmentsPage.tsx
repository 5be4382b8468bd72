/**
 * Appointments: block custom periods, the blocked periods, and the active and cancelled
 * appointments, each a collapsible section (active open by default). A row opens the details
 * dialog, where a job card can be started from a booking and an appointment can be cancelled or
 * deleted for good. ?appointment=<id> opens that appointment's details.
 */
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { AdminAppointmentsDocument, AdminBlockedPeriodsDocument } from '../../../gql/graphql';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { errorMessage } from '../errors';
import { useLiveRefetch } from '../shell/use-live-refetch';
import { Collapsible } from '../ui/Collapsible';
import { LoadFailed, LoadingState, PageHeader } from '../ui/States';
import { AppointmentDialog } from './AppointmentDialog';
import { AppointmentTable } from './AppointmentTable';
import { BlockedPeriodList } from './BlockedPeriodList';
import { BlockPeriodForm } from './BlockPeriodForm';

export default function AppointmentsPage({ businessName }: { businessName: string }) {
  useDocumentTitle('Appointments', businessName);
  const appointments = useQuery(AdminAppointmentsDocument);
  const periods = useQuery(AdminBlockedPeriodsDocument);
  // ?appointment=<id> (a job card's 'Booking' link) opens that booking's details.
  const [params] = useSearchParams();
  const [openId, setOpenId] = useState<string | null>(() => params.get('appointment'));
  // Bookings and cancellations made elsewhere (the public site, another admin) appear by themselves.
  useLiveRefetch(() => appointments.refetch());

  const all = appointments.data?.appointments;
  const active = all?.filter((a) => a.status === 'booked');
  const cancelled = all?.filter((a) => a.status === 'cancelled');
  const blocked = periods.data?.blockedPeriods;
  const open = openId ? all?.find((a) => a.id === openId) : undefined;

  const countLabel = (n: number | undefined) => (n === undefined ? '' : ` (${n})`);

  return (
    <div className="admin-page">
      <PageHeader title="Appointments" description="Bookings from the website, and the times you have blocked from booking." />

      <Collapsible title="Block Custom Time Periods" icon="lock">
        <BlockPeriodForm />
      </Collapsible>

      <Collapsible title={`Currently Blocked Periods${countLabel(blocked?.length)}`} icon="ban">
        {blocked ? (
          <BlockedPeriodList periods={blocked} />
        ) : periods.error ? (
          <LoadFailed message={errorMessage(periods.error)} onRetry={() => void periods.refetch().catch(() => undefined)} />
        ) : (
          <LoadingState />
        )}
      </Collapsible>

      <Collapsible title={`Active Appointments${countLabel(active?.length)}`} icon="calendarCheck" defaultOpen>
        {active ? (
          <AppointmentTable appointments={active} kind="active" onOpen={setOpenId} />
        ) : appointments.error ? (
          <LoadFailed message={errorMessage(appointments.error)} onRetry={() => void appointments.refetch().catch(() => undefined)} />
        ) : (
          <LoadingState />
        )}
      </Collapsible>

      <Collapsible title={`Cancelled Appointments${countLabel(cancelled?.length)}`} icon="calendarX" tone="muted">
        {cancelled ? (
          <AppointmentTable appointments={cancelled} kind="cancelled" onOpen={setOpenId} />
        ) : appointments.error ? (
          <LoadFailed message={errorMessage(appointments.error)} onRetry={() => void appointments.refetch().catch(() => undefined)} />
        ) : (
          <LoadingState />
        )}
      </Collapsible>

      {open && <AppointmentDialog appointment={open} onClose={() => setOpenId(null)} />}
    </div>
  );
}
