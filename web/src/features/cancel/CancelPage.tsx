/**
 * /cancel?id=…&email=…: cancels the appointment named in the link from the confirmation email.
 * A malformed id sends nothing; otherwise cancelAppointment is sent exactly once.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useMutation } from '@apollo/client/react';
import { Alert } from '../../components/Alert';
import { Icon } from '../../components/Icon';
import { CancelAppointmentDocument } from '../../gql/public';
import { useDocumentTitle } from '../../shared/use-document-title';
import { useHydrated } from '../../shared/use-hydrated';
import { useSiteInfo } from '../../shared/use-site-info';
import {
  APPOINTMENT_ID_LENGTH,
  CANCELLED_FALLBACK,
  cancelFailureMessage,
  INVALID_LINK,
  PROCESSING,
} from './cancel-messages';
import '../../components/result-card.css';

type Outcome = { status: 'processing' } | { status: 'cancelled'; message: string } | { status: 'failed'; message: string };

export default function CancelPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const email = params.get('email') || null;
  const validId = id.length === APPOINTMENT_ID_LENGTH;
  const { businessName } = useSiteInfo();
  const [cancel] = useMutation(CancelAppointmentDocument);
  const [outcome, setOutcome] = useState<Outcome>({ status: 'processing' });
  // StrictMode runs effects twice in development; the request must still go out only once.
  const sent = useRef(false);

  useEffect(() => {
    if (!validId || sent.current) return;
    sent.current = true;
    cancel({ variables: { id, email } })
      .then(({ data }) => setOutcome({ status: 'cancelled', message: data?.cancelAppointment.message || CANCELLED_FALLBACK }))
      .catch((error: unknown) => setOutcome({ status: 'failed', message: cancelFailureMessage(error) }));
  }, [validId, id, email, cancel]);

  // The server renders /cancel once, without the link's query: it shows the neutral processing state.
  const hydrated = useHydrated();
  const current: Outcome = !hydrated ? { status: 'processing' } : validId ? outcome : { status: 'failed', message: INVALID_LINK };
  const title = current.status === 'cancelled' ? 'Cancellation Successful!' : 'Cancellation Status';
  useDocumentTitle(title, businessName);

  return (
    <div className="container page result-page">
      <div className={`card result-card result-card--${current.status === 'cancelled' ? 'done' : current.status}`}>
        <span className="result-card__icon" aria-hidden="true">
          {current.status === 'processing' ? (
            <span className="spinner spinner--large" />
          ) : (
            <Icon name={current.status === 'cancelled' ? 'check' : 'alert'} size={56} />
          )}
        </span>
        <h1>{title}</h1>
        {current.status === 'processing' ? (
          <Alert tone="info" role="status">
            {PROCESSING}
          </Alert>
        ) : (
          <Alert tone={current.status === 'cancelled' ? 'success' : 'error'}>{current.message}</Alert>
        )}
        <p className="button-row button-row--center">
          <Link to="/booking" className="btn btn--primary">
            <Icon name="calendar" size={18} />
            Book a new appointment
          </Link>
          <Link to="/" className="btn btn--ghost">
            Back to home
          </Link>
        </p>
      </div>
    </div>
  );
}
