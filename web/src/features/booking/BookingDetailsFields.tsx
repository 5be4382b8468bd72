/**
 * The booking form's own fields: the customer's details, the vehicle and the service wanted (the
 * preferred appointment is PreferredAppointmentFields). Every one is required but the registration.
 */
import type { ChangeEvent } from 'react';
import { Field } from '../../components/Field';
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
  return (
    <>
        <fieldset className="form-section">
          <legend className="form-section__legend">Your Details</legend>
          <div className="form-grid">
            <Field htmlFor="fullName" label="Full Name" className="form-grid__full">
              <input id="fullName" name="fullName" autoComplete="name" required value={fields.fullName} onChange={onText} />
            </Field>
            <Field htmlFor="email" label="Email">
              <input id="email" name="email" type="email" autoComplete="email" required value={fields.email} onChange={onText} />
            </Field>
            <Field htmlFor="phone" label="Phone">
              <input id="phone" name="phone" type="tel" autoComplete="tel" required value={fields.phone} onChange={onText} />
            </Field>
          </div>
        </fieldset>

        <fieldset className="form-section">
          <legend className="form-section__legend">Vehicle Details</legend>
          <div className="form-grid form-grid--vehicle">
            <Field htmlFor="vehicleMake" label="Make">
              <input id="vehicleMake" name="vehicleMake" required placeholder="e.g. Toyota" value={fields.vehicleMake} onChange={onText} />
            </Field>
            <Field htmlFor="vehicleModel" label="Model">
              <input id="vehicleModel" name="vehicleModel" required placeholder="e.g. Corolla" value={fields.vehicleModel} onChange={onText} />
            </Field>
            <Field htmlFor="vehicleYear" label="Year">
              <input
                id="vehicleYear"
                name="vehicleYear"
                type="number"
                inputMode="numeric"
                required
                min={1900}
                max={maxYear}
                step={1}
                placeholder="e.g. 2018"
                value={fields.vehicleYear}
                onChange={onText}
              />
            </Field>
            <Field htmlFor="registration" label="Registration (optional)">
              <input
                id="registration"
                name="registration"
                className="input--uppercase"
                autoComplete="off"
                value={fields.registration}
                onChange={onText}
              />
            </Field>
          </div>
        </fieldset>

        <fieldset className="form-section">
          <legend className="form-section__legend">Service Required</legend>
          <div className="form-grid">
            <Field htmlFor="serviceType" label="Service Type" className="form-grid__full">
              <select
                id="serviceType"
                name="serviceType"
                required
                value={serviceType}
                onChange={(e) => onService(e.target.value)}
              >
                <option value="">-- Select a Service --</option>
                {serviceTypes.map((service) => (
                  <option key={service} value={service}>
                    {service}
                  </option>
                ))}
              </select>
            </Field>
            <Field htmlFor="issueDescription" label="Describe the issue" className="form-grid__full">
              <textarea
                id="issueDescription"
                name="issueDescription"
                required
                rows={4}
                placeholder="Tell us what you have noticed, any warning lights, or the work you need."
                value={fields.issueDescription}
                onChange={onText}
              />
            </Field>
          </div>
        </fieldset>
    </>
  );
}
