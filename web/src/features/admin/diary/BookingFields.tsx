/**
 * The fields of a booking taken by staff, as the public form has them (the date and time first,
 * staff's first question): the customer, the vehicle, the service and the issue. Each shows the
 * server's message about it.
 */
import { useId, type ChangeEvent, type ReactNode } from 'react';
import type { DaySlots } from './use-day-slots';
import { TimeSelect } from './TimeSelect';

export const EMPTY_BOOKING = {
  fullName: '',
  email: '',
  phone: '',
  vehicleMake: '',
  vehicleModel: '',
  vehicleYear: '',
  registration: '',
  serviceType: '',
  issueDescription: '',
  preferredDate: '',
  preferredTime: '',
};

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
  const field = (name: BookingField, label: string, control: (props: ControlProps) => ReactNode, className?: string) => {
    const id = `${uid}-${name}`;
    const problem = problems[name];
    return (
      <div className={`afield${className ? ` ${className}` : ''}`}>
        <label className="afield__label" htmlFor={id}>
          {label}
        </label>
        {control({
          id,
          name,
          value: values[name],
          onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => onChange(name, e.target.value),
          'aria-invalid': problem ? true : undefined,
          'aria-describedby': problem ? `${id}-problem` : undefined,
        })}
        {problem && (
          <p id={`${id}-problem`} className="field-problem">
            {problem}
          </p>
        )}
      </div>
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
          {field('email', 'Email', (p) => <input {...p} type="email" autoComplete="off" required maxLength={254} />, 'diary-field--half')}
          {field('phone', 'Phone', (p) => <input {...p} type="tel" autoComplete="off" required />, 'diary-field--half')}
        </div>
      </fieldset>
      <fieldset className="diary-fieldset">
        <legend>Vehicle</legend>
        <div className="diary-form__grid">
          {field('vehicleMake', 'Make', (p) => <input {...p} required placeholder="e.g. Toyota" maxLength={100} />)}
          {field('vehicleModel', 'Model', (p) => <input {...p} required placeholder="e.g. Corolla" maxLength={100} />)}
          {field('vehicleYear', 'Year', (p) => <input {...p} type="number" inputMode="numeric" required min={1900} max={maxYear} step={1} placeholder="e.g. 2018" />)}
          {field('registration', 'Registration (optional)', (p) => <input {...p} className="input-upper" autoComplete="off" maxLength={20} />)}
        </div>
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
          {field('issueDescription', 'Describe the issue', (p) => <textarea {...p} required rows={3} maxLength={5000} placeholder="What the customer noticed, any warning lights, or the work they need." />, 'diary-field--full')}
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
