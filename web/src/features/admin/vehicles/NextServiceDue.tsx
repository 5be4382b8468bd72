/**
 * A vehicle's next service date, which its owner's service reminders follow: shown, set (from today
 * on; the picker offers no earlier day) or cleared with 'No reminders'. The server decides what it
 * accepts and says why it refuses ('The next service date cannot be in the past.'), under the field.
 */
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { AdminUpdateVehicleDocument, AdminVehicleDocument } from '../../../gql/graphql';
import { errorMessage } from '../errors';
import { formatDate, workshopToday } from '../format';
import { AdminIcon } from '../ui/AdminIcon';
import { useNotices } from '../ui/Notices';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';

const CHOOSE_DATE = 'Choose the day the next service is due, or No reminders.';

export function NextServiceDue({ rego, due }: { rego: string; due: string | null }) {
  const uid = useId();
  const [date, setDate] = useState(due ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState<'save' | 'clear' | null>(null);
  const [update] = useMutation(AdminUpdateVehicleDocument, { refetchQueries: [AdminVehicleDocument], awaitRefetchQueries: true });
  const notices = useNotices();

  async function send(nextServiceDue: string | null) {
    setProblem(null);
    setSaving(nextServiceDue ? 'save' : 'clear');
    try {
      // The page's answer gives this form its new date (it is keyed by it).
      await update({ variables: { rego, input: { nextServiceDue } } });
      notices.success(nextServiceDue ? `Next service of ${rego} due ${formatDate(nextServiceDue)}: its owner will be reminded.` : `No service reminders for ${rego}.`);
    } catch (failure) {
      setProblem(errorMessage(failure));
    } finally {
      setSaving(null);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    if (!date) return setProblem(CHOOSE_DATE);
    void send(date);
  }

  const problemId = `${uid}-problem`;
  return (
    <form className="reminder-block next-service" onSubmit={onSubmit} noValidate aria-labelledby={`${uid}-title`}>
      <h3 id={`${uid}-title`} className="reminder-block__title">
        Service reminders
      </h3>
      <p className="reminder-block__main" data-testid="next-service-due">
        {due ? `Next service due ${formatDate(due)}` : 'No next service date: no service reminders go for this vehicle.'}
      </p>
      <div className="next-service__row">
        <Field id={`${uid}-date`} label="Next service due">
          <input
            id={`${uid}-date`}
            type="date"
            min={workshopToday()}
            value={date}
            onChange={(e) => {
              setDate(e.target.value);
              setProblem(null);
            }}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? problemId : `${uid}-hint`}
          />
        </Field>
        <Button variant="primary" type="submit" disabled={saving !== null} aria-busy={saving === 'save' || undefined}>
          {saving === 'save' ? <span className="aspinner aspinner--small" aria-hidden="true" /> : <AdminIcon name="check" size={18} />}
          Save
        </Button>
        <Button disabled={saving !== null || !due} aria-busy={saving === 'clear' || undefined} onClick={() => void send(null)}>
          {saving === 'clear' ? <span className="aspinner aspinner--small" aria-hidden="true" /> : <AdminIcon name="ban" size={18} />}
          No reminders
        </Button>
      </div>
      {problem ? (
        <p className="field-problem" id={problemId} role="alert">
          {problem}
        </p>
      ) : (
        <p className="reminder-block__sub" id={`${uid}-hint`}>
          The owner is reminded before this day and on it. Invoicing a job card for this vehicle sets the next one.
        </p>
      )}
    </form>
  );
}
