/**
 * A vehicle's date that one of its owner's reminders follows (the next service, the registration
 * expiry): shown, set or cleared. The server decides what it accepts and says why it refuses,
 * under the field.
 */
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { AdminUpdateVehicleDocument, AdminVehicleDocument, type VehicleDetails } from '../../../gql/graphql';
import { errorMessage } from '../errors';
import { AdminIcon } from '../ui/AdminIcon';
import { useNotices } from '../ui/Notices';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';

export interface DateReminderWords {
  /** The form's heading, also its accessible name. */
  title: string;
  /** The date field's label. */
  label: string;
  /** What the vehicle's page says of the saved date, or of none. */
  shown: (date: string | null) => string;
  /** The button that clears the date. */
  clear: string;
  /** Said when Save is pressed without a date. */
  choose: string;
  /** Said under the field while nothing is wrong. */
  hint: string;
  /** The notice after a save, or after clearing. */
  saved: (rego: string, date: string | null) => string;
}

export function DateReminderForm({
  rego,
  saved,
  field,
  words,
  min,
  testId,
  alsoRefetch = [],
}: {
  rego: string;
  saved: string | null;
  field: keyof Pick<VehicleDetails, 'nextServiceDue' | 'registrationExpiry'>;
  words: DateReminderWords;
  min?: string;
  testId: string;
  /** Queries of the page that show the date too (by name), asked again after a save. */
  alsoRefetch?: string[];
}) {
  const uid = useId();
  const [date, setDate] = useState(saved ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState<'save' | 'clear' | null>(null);
  const [update] = useMutation(AdminUpdateVehicleDocument, { refetchQueries: [AdminVehicleDocument, ...alsoRefetch], awaitRefetchQueries: true });
  const notices = useNotices();

  async function send(value: string | null) {
    setProblem(null);
    setSaving(value ? 'save' : 'clear');
    try {
      // The page's answer gives this form its new date (it is keyed by it).
      await update({ variables: { rego, input: { [field]: value } } });
      notices.success(words.saved(rego, value));
    } catch (failure) {
      setProblem(errorMessage(failure));
    } finally {
      setSaving(null);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    if (!date) return setProblem(words.choose);
    void send(date);
  }

  const problemId = `${uid}-problem`;
  return (
    <form className="reminder-block next-service" onSubmit={onSubmit} noValidate aria-labelledby={`${uid}-title`}>
      <h3 id={`${uid}-title`} className="reminder-block__title">
        {words.title}
      </h3>
      <p className="reminder-block__main" data-testid={testId}>
        {words.shown(saved)}
      </p>
      <div className="next-service__row">
        <Field id={`${uid}-date`} label={words.label}>
          <input
            id={`${uid}-date`}
            type="date"
            min={min}
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
        <Button disabled={saving !== null || !saved} aria-busy={saving === 'clear' || undefined} onClick={() => void send(null)}>
          {saving === 'clear' ? <span className="aspinner aspinner--small" aria-hidden="true" /> : <AdminIcon name="ban" size={18} />}
          {words.clear}
        </Button>
      </div>
      {problem ? (
        <p className="field-problem" id={problemId} role="alert">
          {problem}
        </p>
      ) : (
        <p className="reminder-block__sub" id={`${uid}-hint`}>
          {words.hint}
        </p>
      )}
    </form>
  );
}
