/**
 * A vehicle's registration expiry, which its owner's registration reminder follows: shown, set or
 * cleared with 'No reminder'. The server decides what it accepts (a real date from 2 years ago to
 * 3 years ahead) and says why it refuses, under the field.
 */
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { AdminUpdateVehicleDocument, AdminVehicleDocument } from '../../../gql/graphql';
import { errorMessage } from '../errors';
import { formatDate } from '../format';
import { AdminIcon } from '../ui/AdminIcon';
import { useNotices } from '../ui/Notices';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';

const CHOOSE_DATE = 'Choose the day the registration expires, or No reminder.';

export function RegistrationExpiry({ rego, expiry }: { rego: string; expiry: string | null }) {
  const uid = useId();
  const [date, setDate] = useState(expiry ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState<'save' | 'clear' | null>(null);
  const [update] = useMutation(AdminUpdateVehicleDocument, { refetchQueries: [AdminVehicleDocument], awaitRefetchQueries: true });
  const notices = useNotices();

  async function send(registrationExpiry: string | null) {
    setProblem(null);
    setSaving(registrationExpiry ? 'save' : 'clear');
    try {
      // The page's answer gives this form its new date (it is keyed by it).
      await update({ variables: { rego, input: { registrationExpiry } } });
      notices.success(registrationExpiry ? `Registration of ${rego} expires ${formatDate(registrationExpiry)}: its owner will be reminded.` : `No registration reminder for ${rego}.`);
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
        Registration
      </h3>
      <p className="reminder-block__main" data-testid="registration-expiry">
        {expiry ? `Registration expires ${formatDate(expiry)}` : 'No registration expiry: no registration reminder goes for this vehicle.'}
      </p>
      <div className="next-service__row">
        <Field id={`${uid}-date`} label="Registration expiry">
          <input
            id={`${uid}-date`}
            type="date"
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
        <Button disabled={saving !== null || !expiry} aria-busy={saving === 'clear' || undefined} onClick={() => void send(null)}>
          {saving === 'clear' ? <span className="aspinner aspinner--small" aria-hidden="true" /> : <AdminIcon name="ban" size={18} />}
          No reminder
        </Button>
      </div>
      {problem ? (
        <p className="field-problem" id={problemId} role="alert">
          {problem}
        </p>
      ) : (
        <p className="reminder-block__sub" id={`${uid}-hint`}>
          The owner is reminded before this day (the days are set in Settings), with a link to book a roadworthy or a service.
        </p>
      )}
    </form>
  );
}
