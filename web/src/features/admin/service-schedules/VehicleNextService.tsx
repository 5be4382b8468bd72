/**
 * The vehicle page's next service: the schedule it is serviced to, its last service, the rate its
 * odometer readings show, and when the next service is due by km and by date (whichever comes
 * first is the day its owner is reminded by). Owners set the vehicle's own km and months.
 */
import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { AdminSaveVehicleServiceScheduleDocument, AdminVehicleServiceScheduleDocument, type AdminVehicleServiceScheduleFragment } from '../../../gql/graphql';
import { errorMessage, serverFieldErrors } from '../errors';
import { formatDate, formatKm } from '../format';
import { useMe } from '../session/use-me';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { useNotices } from '../ui/Notices';
import { Panel } from '../ui/Panel';
import { LoadFailed, LoadingState } from '../ui/States';
import '../styles/admin-logbook.css';

/** 'Monday 8 June 2027 at 65,000 km', or what is known of it. */
function nextServiceText(s: Pick<AdminVehicleServiceScheduleFragment, 'nextServiceDueDate' | 'nextServiceDueKm'>): string {
  if (!s.nextServiceDueDate && s.nextServiceDueKm == null) return 'Not known yet: it is worked out when a job card for this vehicle is invoiced.';
  const parts = [s.nextServiceDueDate ? formatDate(s.nextServiceDueDate) : null, s.nextServiceDueKm != null ? `at ${formatKm(s.nextServiceDueKm)}` : null].filter(Boolean);
  return parts.join(' or ') + (parts.length === 2 ? ', whichever comes first' : '');
}

function OwnScheduleForm({ schedule }: { schedule: AdminVehicleServiceScheduleFragment }) {
  const uid = useId();
  const notices = useNotices();
  const [km, setKm] = useState(schedule.own.everyKm?.toString() ?? '');
  const [months, setMonths] = useState(schedule.own.everyMonths?.toString() ?? '');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [save, { loading }] = useMutation(AdminSaveVehicleServiceScheduleDocument, {
    update: (cache, { data }) => data && cache.writeQuery({ query: AdminVehicleServiceScheduleDocument, variables: { rego: schedule.rego }, data: { vehicleServiceSchedule: data.saveVehicleServiceSchedule } }),
    // The vehicle's reminder date above follows the schedule.
    refetchQueries: ['AdminVehicle'],
  });
  const number = (text: string) => (text.trim() === '' ? null : Number(text));
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProblems({});
    try {
      await save({ variables: { rego: schedule.rego, input: { everyKm: number(km), everyMonths: number(months), items: schedule.own.items ?? null } } });
      notices.success(`Service schedule of ${schedule.rego} saved: its next service is worked out again.`);
    } catch (failure) {
      const fields = serverFieldErrors(failure);
      setProblems(Object.keys(fields).length ? fields : { form: errorMessage(failure) });
    }
  };
  return (
    <form className="next-service__form" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={`Own service schedule of ${schedule.rego}`}>
      <Field id={`${uid}-km`} label="Every (km)" hint={`Blank: the schedule’s ${formatKm(schedule.schedule.everyKm)}.`} error={problems.everyKm}>
        <input id={`${uid}-km`} inputMode="numeric" value={km} onChange={(e) => setKm(e.target.value)} placeholder={String(schedule.schedule.everyKm)} />
      </Field>
      <Field id={`${uid}-months`} label="Or every (months)" hint={`Blank: the schedule’s ${schedule.schedule.everyMonths} months.`} error={problems.everyMonths}>
        <input id={`${uid}-months`} inputMode="numeric" value={months} onChange={(e) => setMonths(e.target.value)} placeholder={String(schedule.schedule.everyMonths)} />
      </Field>
      <div>
        <Button type="submit" disabled={loading}>
          {loading ? 'Saving…' : 'Save this vehicle’s schedule'}
        </Button>
      </div>
      {problems.form && (
        <p className="field-problem" role="alert">
          {problems.form}
        </p>
      )}
    </form>
  );
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
            <dd>{nextServiceText(s)}</dd>
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
          {owner && <OwnScheduleForm key={`${s.own.everyKm}:${s.own.everyMonths}`} schedule={s} />}
        </>
      )}
    </Panel>
  );
}
