/**
 * An appointment as its confirmation email says it: the reference, then the date, time, car and
 * service, as label and value rows (the booking confirmation, a kept booking).
 */
import { appointmentCar, appointmentDate, appointmentTime } from '../shared/appointment-words';
import './appointment-details.css';

export interface AppointmentFacts {
  reference: string;
  preferredDate: string;
  preferredTime: string;
  serviceType: string;
  vehicleMake: string;
  vehicleModel: string;
  registration?: string | null;
}

interface AppointmentDetailsProps {
  appointment: AppointmentFacts;
  /** The page's own class, beside appointment-details. */
  className?: string;
  /** The reference's row, when the page styles it further. */
  referenceClassName?: string;
}

export function AppointmentDetails({ appointment: a, className, referenceClassName }: AppointmentDetailsProps) {
  const rows: Array<[string, string]> = [
    ['Date', appointmentDate(a.preferredDate)],
    ['Time', appointmentTime(a.preferredTime)],
    ['Car', appointmentCar(a)],
    ['Service', a.serviceType],
  ];
  return (
    <dl className={className ? `appointment-details ${className}` : 'appointment-details'}>
      <div className={referenceClassName}>
        <dt>Reference</dt>
        <dd>{a.reference}</dd>
      </div>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
