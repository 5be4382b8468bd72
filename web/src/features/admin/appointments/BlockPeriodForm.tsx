/**
 * Blocks a custom period from booking: start and end date and time (09:00 to 17:00 by
 * default) and a reason, all required, the end after the start. Booked appointments that fall
 * inside are listed so the workshop can contact those customers.
 */
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { AdminBlockedPeriodsDocument, AdminBlockPeriodDocument, type AdminBlockPeriodMutation } from '../../../gql/graphql';
import { formatShortDate, formatTime, workshopToday } from '../format';
import { Banner, useNotices } from '../ui/Notices';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';

const END_BEFORE_START = 'The end of the period must be after its start.';

const EMPTY = { startDate: '', startTime: '09:00', endDate: '', endTime: '17:00', reason: '' };
type Affected = AdminBlockPeriodMutation['blockPeriod']['affectedAppointments'];

export function BlockPeriodForm() {
  const [fields, setFields] = useState(EMPTY);
  const [problem, setProblem] = useState<{ text: string; key: number } | null>(null);
  const [affected, setAffected] = useState<Affected>([]);
  const [block, { loading }] = useMutation(AdminBlockPeriodDocument, {
    refetchQueries: [AdminBlockedPeriodsDocument],
    awaitRefetchQueries: true,
  });
  const notices = useNotices();
  const today = workshopToday();

  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const { name, value } = e.target;
    setFields((f) => {
      const next = { ...f, [name]: value };
      // A one-day block is the common case: the end date follows the start until changed.
      if (name === 'startDate' && (!f.endDate || f.endDate < value)) next.endDate = value;
      return next;
    });
  };

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (loading) return;
    const reason = fields.reason.trim();
    if (!reason) {
      setProblem({ text: 'Please enter a reason for blocking this period.', key: Date.now() });
      return;
    }
    if (`${fields.endDate}T${fields.endTime}` <= `${fields.startDate}T${fields.startTime}`) {
      setProblem({ text: END_BEFORE_START, key: Date.now() });
      return;
    }
    setProblem(null);
    try {
      const { data } = await block({ variables: { input: { ...fields, reason } } });
      const result = data?.blockPeriod;
      notices.success(result?.message ?? 'Period blocked successfully.');
      setAffected(result?.affectedAppointments ?? []);
      setFields(EMPTY);
    } catch (error) {
      notices.error(error);
    }
  }

  return (
    <form className="block-form" onSubmit={onSubmit} noValidate={false}>
      <p className="form-note">Customers cannot book any time that overlaps a blocked period. All fields are required.</p>
      <div className="form-grid-4">
        <Field id="block-startDate" label="Start Date">
          <input id="block-startDate" name="startDate" type="date" required min={today} value={fields.startDate} onChange={onChange} />
        </Field>
        <Field id="block-startTime" label="Start Time">
          <input id="block-startTime" name="startTime" type="time" required value={fields.startTime} onChange={onChange} />
        </Field>
        <Field id="block-endDate" label="End Date">
          <input id="block-endDate" name="endDate" type="date" required min={fields.startDate || today} value={fields.endDate} onChange={onChange} />
        </Field>
        <Field id="block-endTime" label="End Time">
          <input id="block-endTime" name="endTime" type="time" required value={fields.endTime} onChange={onChange} />
        </Field>
        <Field id="block-reason" label="Reason" className="form-grid-4__full">
          <input
            id="block-reason"
            name="reason"
            required
            maxLength={300}
            placeholder="e.g. Public holiday, staff training, equipment maintenance"
            value={fields.reason}
            onChange={onChange}
          />
        </Field>
      </div>
      {problem && (
        <Banner key={problem.key} tone="error" onClose={() => setProblem(null)}>
          {problem.text}
        </Banner>
      )}
      {affected.length > 0 && (
        <Banner tone="warning" lifetime={0} onClose={() => setAffected([])}>
          <strong>
            {affected.length} booked appointment{affected.length === 1 ? '' : 's'} fall{affected.length === 1 ? 's' : ''} inside the blocked period.
          </strong>{' '}
          Contact {affected.length === 1 ? 'the customer' : 'these customers'} or cancel {affected.length === 1 ? 'it' : 'them'}:
          <ul className="affected-list">
            {affected.map((a) => (
              <li key={a.id}>
                {a.fullName} — {formatShortDate(a.preferredDate)} at {formatTime(a.preferredTime)}
              </li>
            ))}
          </ul>
        </Banner>
      )}
      <div className="form-actions">
        <Button variant="primary" type="submit" icon="lock" busy={loading} busyLabel="Blocking…">
          Block Period
        </Button>
      </div>
    </form>
  );
}
