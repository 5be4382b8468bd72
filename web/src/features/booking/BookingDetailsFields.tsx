/**
 * The booking form's own fields: the customer's details, the vehicle and the service wanted (the
 * preferred appointment is PreferredAppointmentFields). Every one is required but the registration and its expiry.
 */
import type { ChangeEvent } from 'react';
import { Field, InputField, TextAreaField } from '../../components/Field';
import { FormSection } from './FormSection';
import type { Fields, TextControl } from './use-booking-form';

interface BookingDetailsFieldsProps {
  fields: Fields;
  onText: (e: ChangeEvent<TextControl>) => void;
  serviceTypes: readonly string[];
  serviceType: string;
  onService: (service: string) => void;
  /** The latest model year accepted (next year), once the browser knows today. */
  maxYear: number | undefined;
}

export function BookingDetailsFields({ fields, onText, serviceTypes, serviceType, onService, maxYear }: BookingDetailsFieldsProps) {
  /** A text field of the form: its id and name are the field's, its value the form's. */
  const text = (name: keyof Fields) => ({ id: name, name, value: fields[name], onChange: onText });
  return (
    <>
      <FormSection legend="Your Details">
        <InputField {...text('fullName')} label="Full Name" fieldClassName="form-grid__full" autoComplete="name" required />
        <InputField {...text('email')} label="Email" type="email" autoComplete="email" required />
        <InputField {...text('phone')} label="Phone" type="tel" autoComplete="tel" required />
      </FormSection>

      <FormSection legend="Vehicle Details" gridClassName="form-grid--vehicle">
        <InputField {...text('vehicleMake')} label="Make" required placeholder="e.g. Toyota" />
        <InputField {...text('vehicleModel')} label="Model" required placeholder="e.g. Corolla" />
        <InputField
          {...text('vehicleYear')}
          label="Year"
          type="number"
          inputMode="numeric"
          required
          min={1900}
          max={maxYear}
          step={1}
          placeholder="e.g. 2018"
        />
        <InputField {...text('registration')} label="Registration (optional)" className="input--uppercase" autoComplete="off" />
        <InputField {...text('registrationExpiry')} label="Registration expiry (optional)" type="date" hint="We can remind you before it is due." />
      </FormSection>

      <FormSection legend="Service Required">
        <Field htmlFor="serviceType" label="Service Type" className="form-grid__full">
          <select id="serviceType" name="serviceType" required value={serviceType} onChange={(e) => onService(e.target.value)}>
            <option value="">-- Select a Service --</option>
            {serviceTypes.map((service) => (
              <option key={service} value={service}>
                {service}
              </option>
            ))}
          </select>
        </Field>
        <TextAreaField
          {...text('issueDescription')}
          label="Describe the issue"
          fieldClassName="form-grid__full"
          required
          rows={4}
          placeholder="Tell us what you have noticed, any warning lights, or the work you need."
        />
      </FormSection>
    </>
  );
}
