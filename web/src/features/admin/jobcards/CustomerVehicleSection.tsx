/**
 * A job card's customer and vehicle: the name, rego and policy as they are, the email, phone,
 * vehicle and odometer saved as they are typed (the odometer with the server's question about a
 * lower reading under it), the job status, and the customer's complaint.
 */
import type { JobStatus } from '../../../gql/graphql';
import { formatInstantShortDate } from '../format';
import { AdminIcon } from '../ui/AdminIcon';
import { CustomerLink } from '../ui/CustomerLink';
import { DocumentButtons, DocumentFingerprint } from '../ui/DocumentLinks';
import { Field, FieldValue } from '../ui/Field';
import { RegoLink } from '../ui/RegoLink';
import { AutosavedField } from './JobCardFields';
import type { Draft, JobCardDetail } from './job-card-draft';
import { STAFF_STATUSES, STATUS_LABELS } from './job-status';
import { PolicyIcon } from './JobCardsPage';
import type { OdometerNote } from './OdometerCheckNote';

interface CustomerVehicleSectionProps {
  uid: string;
  card: JobCardDetail;
  draft: Draft;
  edit: (change: (draft: Draft) => Draft) => void;
  locked: boolean;
  /** The fields the server refused the last save for, with why. */
  problems: Record<string, string>;
  odometerNote: OdometerNote | null;
  /** A technician's view: the customer's contact details read-only, and no link to the customer's record (the front office's). */
  floor?: boolean;
}

export function CustomerVehicleSection({ uid, card, draft, edit, locked, problems, odometerNote, floor = false }: CustomerVehicleSectionProps) {
  const fieldProps = { uid, draft, edit, locked, problems };
  const contactProps = { ...fieldProps, locked: locked || floor };
  const accepted = card.termsAcceptance.isAccepted;
  const statusOptions: JobStatus[] = locked ? ['INVOICED'] : [...STAFF_STATUSES];
  if (!statusOptions.includes(draft.status)) statusOptions.push(draft.status);

  return (
      <section className="panel jobcard-section" aria-labelledby={`${uid}-customer`}>
        <h2 id={`${uid}-customer`} className="panel__title">
          <AdminIcon name="user" size={18} /> Customer & vehicle
        </h2>
        <div className="jobcard-grid">
          <FieldValue label="Customer name">
            <p className="readonly-value">
              {card.customerName}
              {!floor && <CustomerLink id={card.customerId} name={card.customerName} />}
            </p>
          </FieldValue>
          <AutosavedField field="customerEmail" label="Email" type="email" maxLength={254} {...contactProps} />
          <AutosavedField field="customerPhone" label="Phone" type="tel" maxLength={40} {...contactProps} />
          <FieldValue label="Vehicle rego">
            <p className="readonly-value">
              {floor ? card.carRego : <RegoLink rego={card.carRego} />}
            </p>
          </FieldValue>
          <AutosavedField field="vehicleMake" label="Make" maxLength={100} {...fieldProps} />
          <AutosavedField field="vehicleModel" label="Model" maxLength={100} {...fieldProps} />
          <AutosavedField field="vehicleYear" label="Year" type="number" inputMode="numeric" min={1900} max={new Date().getFullYear() + 1} step={1} {...fieldProps} />
          <AutosavedField field="odometerKm" label="Odometer (km)" type="number" inputMode="numeric" min={0} step={1} {...fieldProps} note={odometerNote} />
          <FieldValue label="Policy">
            <p className="readonly-value policy-value" data-testid="policy-status">
              <PolicyIcon accepted={accepted} timestamp={card.termsAcceptance.timestamp} />
              {accepted ? `Accepted on ${card.termsAcceptance.timestamp ? formatInstantShortDate(card.termsAcceptance.timestamp) : ''}` : 'Pending'}
            </p>
          </FieldValue>
          {card.termsAcceptance.documentId && (
            <FieldValue label="Signed service terms (PDF)" testId="signed-pdf">
              <div className="readonly-value signed-pdf">
                <DocumentButtons documentId={card.termsAcceptance.documentId} label="signed service terms PDF" />
                {card.termsAcceptance.documentSha256 && (
                  <div className="form-note">
                    <DocumentFingerprint sha256={card.termsAcceptance.documentSha256} />
                  </div>
                )}
              </div>
            </FieldValue>
          )}
          <Field id={`${uid}-status`} label="Job status">
            <select
              id={`${uid}-status`}
              value={draft.status}
              disabled={locked}
              onChange={(e) => edit((d) => ({ ...d, status: e.target.value as JobStatus }))}
            >
              {statusOptions.map((s) => (
                <option key={s} value={s}>
                  {STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          </Field>
          {card.customerComplaint && (
            <FieldValue label="Customer complaint" className="jobcard-grid__full">
              <p className="readonly-value prewrap">{card.customerComplaint}</p>
            </FieldValue>
          )}
        </div>
      </section>
  );
}
