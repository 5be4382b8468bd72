/**
 * The top of an open job card: its number and customer, when it was made, its rego and booking,
 * 'Notify customer' (their car is ready) with when it was last sent, the save indicator, and the banners that stand until dealt with (the customer's decision on the
 * quote, someone else's change merged in, invoiced and read-only, a save the server refused).
 */
import { Link } from 'react-router';
import { formatDateTime } from '../format';
import { Banner } from '../ui/Notices';
import { RegoLink } from '../ui/RegoLink';
import { PageHeader } from '../ui/States';
import type { JobCardDetail } from './job-card-draft';
import { SaveIndicator } from './JobCardFields';
import { NotifyReadyButton } from './NotifyReadyButton';
import { QuoteDecisionBanner, type decidedQuote } from './QuoteDecisionBanner';

interface JobCardHeaderProps {
  card: JobCardDetail;
  decided: ReturnType<typeof decidedQuote>;
  /** What the save indicator shows, the card's autosave and its inspection's together. */
  saving: { saving: boolean; failed: boolean; invalid: boolean; odometer: boolean; unsaved: boolean; uploading: boolean; locked: boolean };
  conflict: string | null;
  onConflictClose: () => void;
  refusal: string | null;
  /** 'Notify customer' is offered (staff; not technicians). */
  notify?: boolean;
}

export function JobCardHeader({ card, decided, saving, conflict, onConflictClose, refusal, notify = false }: JobCardHeaderProps) {
  const invoiced = card.status === 'INVOICED';
  return (
    <>
      <PageHeader
        title={`${card.jobNumber} · ${card.customerName}`}
        description={
          <>
            Job card created {formatDateTime(card.createdAt)} · <RegoLink rego={card.carRego} />
            {card.appointmentId && (
              <>
                {' · '}
                <Link to={`/admin/appointments?appointment=${encodeURIComponent(card.appointmentId)}`} className="booking-link">
                  Booking
                </Link>
              </>
            )}
          </>
        }
        actions={
          <>
            {notify && <NotifyReadyButton jobCardId={card.id} readyNotifiedAt={card.readyNotifiedAt} />}
            <SaveIndicator {...saving} />
          </>
        }
      />
      {decided && <QuoteDecisionBanner quote={decided} />}
      {conflict && (
        <Banner tone="warning" lifetime={0} onClose={onConflictClose}>
          {conflict}
        </Banner>
      )}
      {invoiced && (
        <Banner tone="warning" lifetime={0}>
          This job card has been invoiced and is read-only.
        </Banner>
      )}
      {refusal && (
        <Banner tone="error" lifetime={0}>
          Not saved: {refusal}
        </Banner>
      )}
    </>
  );
}
