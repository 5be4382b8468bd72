/**
 * The fields of a booking taken by staff (the date and time first, staff's first question): the
 * customer, the vehicle, the service and the issue. As a phone call goes: a name, a phone or an
 * email, the rego or the make and model; the rest when the caller knows it. Each field shows the
 * server's message about it.
 */
import { useId, type ChangeEvent, type ReactNode } from 'react';
import type { DaySlots } from './use-day-slots';
import { TimeSelect } from './TimeSelect';
import { Field } from '../ui/Field';
import { EMPTY_APPOINTMENT_REQUEST } from '../../../shared/appointment-request';

/** A booking staff take: the customer's request, and the service chosen from the list. */
export const EMPTY_BOOKING = { ...EMPTY_APPOINTMENT_REQUEST, serviceType: '' };

export type BookingValues = typeof EMPTY_BOOKING;
export type BookingField = keyof BookingValues;

interface BookingFieldsProps {
  values: BookingValues;
  problems: Partial<Record<BookingField, string>>;
  serviceTypes: readonly string[];
  slots: DaySlots;
  today: string;
  onChange: (field: BookingField, value: string) => void;
  /** The customer search, above the customer's fields. */
  picker: ReactNode;
  /** Start at the date (no half hour was picked in the diary). */
  focusDate: boolean;
}

export function BookingFields({ values, problems, serviceTypes, slots, today, onChange, picker, focusDate }: BookingFieldsProps) {
  const uid = useId();
  const field = (name: BookingField, label: string, control: (props: ControlProps) => ReactNode, className?: string, hint?: string) => {
    const id = `${uid}-${name}`;
    const problem = problems[name];
    const described = [hint && `${uid}-${hint}`, problem && `${id}-problem`].filter(Boolean).join(' ') || undefined;
    return (
      <Field id={id} label={label} className={className}>
        {control({
          id,
          name,
          value: values[name],
          onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => onChange(name, e.target.value),
          'aria-invalid': problem ? true : undefined,
          'aria-describedby': described,
        })}
        {problem && (
          <p id={`${id}-problem`} className="field-problem">
            {problem}
          </p>
        )}
      </Field>
    );
  };
  const maxYear = Number(today.slice(0, 4)) + 1;

  return (
    <>
      <fieldset className="diary-fieldset">
        <legend>Appointment</legend>
        <div className="diary-form__grid">
          {field('preferredDate', 'Date', (p) => <input {...p} type="date" required min={today} data-autofocus={focusDate || undefined} />, 'diary-field--half')}
          {field(
            'preferredTime',
            'Time',
            (p) => <TimeSelect id={p.id} value={values.preferredTime} slots={slots} onChange={(t) => onChange('preferredTime', t)} describedBy={p['aria-describedby']} invalid={Boolean(p['aria-invalid'])} />,
            'diary-field--half',
          )}
        </div>
      </fieldset>
      <fieldset className="diary-fieldset">
        <legend>Customer</legend>
        {picker}
        <div className="diary-form__grid">
          {field('fullName', 'Full Name', (p) => <input {...p} autoComplete="off" required maxLength={200} />, 'diary-field--full')}
          {field('phone', 'Phone', (p) => <input {...p} type="tel" autoComplete="off" placeholder="e.g. 0412 345 678 or 9123 4567" />, 'diary-field--half', 'contact')}
          {field('email', 'Email', (p) => <input {...p} type="email" autoComplete="off" maxLength={254} />, 'diary-field--half', 'contact')}
        </div>
        <p id={`${uid}-contact`} className="form-note diary-fieldset__need">
          A phone number or an email: at least one. A landline without its area code is taken as (03).
        </p>
      </fieldset>
      <fieldset className="diary-fieldset">
        <legend>Vehicle</legend>
        <div className="diary-form__grid">
          {field('registration', 'Registration', (p) => <input {...p} className="input-upper" autoComplete="off" maxLength={20} />, undefined, 'vehicle')}
          {field('vehicleMake', 'Make', (p) => <input {...p} placeholder="e.g. Toyota" maxLength={100} />, undefined, 'vehicle')}
          {field('vehicleModel', 'Model', (p) => <input {...p} placeholder="e.g. Corolla" maxLength={100} />, undefined, 'vehicle')}
          {field('vehicleYear', 'Year (optional)', (p) => <input {...p} type="number" inputMode="numeric" min={1900} max={maxYear} step={1} placeholder="e.g. 2018" />)}
        </div>
        <p id={`${uid}-vehicle`} className="form-note diary-fieldset__need">
          The rego, or the car’s make and model: at least one.
        </p>
      </fieldset>
      <fieldset className="diary-fieldset">
        <legend>Service</legend>
        <div className="diary-form__grid">
          {field(
            'serviceType',
            'Service Type',
            (p) => (
              <select {...p} required>
                <option value="">-- Select a Service --</option>
                {serviceTypes.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>
            ),
            'diary-field--full',
          )}
          {field('issueDescription', 'Describe the issue (optional)', (p) => <textarea {...p} rows={3} maxLength={5000} placeholder="What the customer noticed, any warning lights, or the work they need." />, 'diary-field--full')}
        </div>
      </fieldset>
    </>
  );
}

interface ControlProps {
  id: string;
  name: string;
  value: string;
  onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}
