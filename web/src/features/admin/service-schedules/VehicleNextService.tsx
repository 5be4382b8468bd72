/**
 * The vehicle page's next service: the schedule it is serviced to and its items, its last service,
 * the rate its odometer readings show, and when the next service is due by km and by date
 * (whichever comes first is the day its owner is reminded by), or the date staff set by hand with
 * the schedule's beside it. Owners set the vehicle's own km, months and items.
 */
import { useQuery } from '@apollo/client/react';
import { AdminVehicleServiceScheduleDocument, type AdminVehicleServiceScheduleFragment } from '../../../gql/graphql';
import { errorMessage } from '../errors';
import { formatDate, formatKm } from '../format';
import { useMe } from '../session/use-me';
import { Panel } from '../ui/Panel';
import { LoadFailed, LoadingState } from '../ui/States';
import { ScheduleItemsList } from './ScheduleItemsEditor';
import { VehicleScheduleForm } from './VehicleScheduleForm';
import '../styles/admin-logbook.css';

/** 'Monday 8 June 2027 at 65,000 km', or what is known of it. */
function nextServiceText(s: Pick<AdminVehicleServiceScheduleFragment, 'nextServiceDueDate' | 'nextServiceDueKm' | 'setByHand'>): string {
  if (s.setByHand && !s.nextServiceDueDate) return 'No date: service reminders were stopped by hand.';
  if (!s.nextServiceDueDate && s.nextServiceDueKm == null) return 'Not known yet: it is worked out when a job card for this vehicle is invoiced.';
  const parts = [s.nextServiceDueDate ? formatDate(s.nextServiceDueDate) : null, s.nextServiceDueKm != null ? `at ${formatKm(s.nextServiceDueKm)}` : null].filter(Boolean);
  return parts.join(' or ') + (parts.length === 2 ? ', whichever comes first' : '');
}

export function VehicleNextService({ rego }: { rego: string }) {
  const { data, error, refetch } = useQuery(AdminVehicleServiceScheduleDocument, { variables: { rego }, fetchPolicy: 'cache-and-network' });
  const owner = useMe().me?.owner ?? false;
  const s = data?.vehicleServiceSchedule;
  return (
    <Panel title="Next service" className="next-service" data-testid="next-service">
      {!s ? (
        error ? (
          <LoadFailed message={errorMessage(error)} onRetry={() => void refetch().catch(() => undefined)} />
        ) : (
          <LoadingState label="Loading the next service…" />
        )
      ) : (
        <>
          <dl className="next-service__facts">
            <dt>Next service due</dt>
            <dd>
              {nextServiceText(s)}
              {s.setByHand && (
                <span className="next-service__by-hand">
                  Set by hand{s.scheduleDueDate ? `: the schedule gives ${formatDate(s.scheduleDueDate)}` : ''}. It stands until this vehicle’s next service is invoiced or an owner saves its schedule.
                </span>
              )}
            </dd>
            <dt>Schedule</dt>
            <dd>
              {s.schedule.name}: every {formatKm(s.schedule.everyKm)} or {s.schedule.everyMonths} months, whichever comes first
            </dd>
            <dt>Last service</dt>
            <dd>{s.lastServiceOn ? `${formatDate(s.lastServiceOn)}${s.lastServiceKm != null ? ` at ${formatKm(s.lastServiceKm)}` : ''}` : 'None invoiced here yet'}</dd>
            {s.dueByMonths && (
              <>
                <dt>By date</dt>
                <dd>{formatDate(s.dueByMonths)}</dd>
              </>
            )}
            {s.nextServiceDueKm != null && (
              <>
                <dt>By km</dt>
                <dd>
                  {formatKm(s.nextServiceDueKm)}
                  {s.dueByKm && s.kmPerDay != null ? `, expected about ${formatDate(s.dueByKm)} (driven about ${formatKm(Math.round(s.kmPerDay))} a day)` : ' (too few odometer readings to estimate the day)'}
                </dd>
              </>
            )}
          </dl>
          {owner ? (
            <VehicleScheduleForm key={JSON.stringify(s.own)} schedule={s} />
          ) : (
            <ScheduleItemsList caption={`Its service asks${s.own.items ? ' (its own items)' : ''}:`} items={s.schedule.items} />
          )}
        </>
      )}
    </Panel>
  );
}
