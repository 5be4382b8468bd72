/**
 * /cancel?id=…&email=…: cancels the appointment named in the link from the confirmation email.
 * A malformed id sends nothing; otherwise cancelAppointment is sent exactly once. Cancelled, the
 * page offers 'Undo — keep my booking' (the same time, while free, within 24 hours) and 'Book
 * another time'. /cancel?undo=…, the cancellation email's link, offers the same undo.
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
  alreadyCancelled,
  cancelFailureMessage,
  INVALID_LINK,
  KEEP_QUESTION,
  PROCESSING,
} from './cancel-messages';
import { KeepBooking, type KeptBooking } from './KeepBooking';
import { KeptBookingCard } from './KeptBookingCard';
import { recalledUndo, rememberUndo } from './undo-memory';
import '../../components/result-card.css';
import './cancel.css';

type Outcome =
  | { status: 'processing' }
  | { status: 'cancelled'; message: string; undoToken: string | null }
  | { status: 'failed'; message: string }
  | { status: 'undo'; undoToken: string };

export default function CancelPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const email = params.get('email') || null;
  const undoToken = params.get('undo');
  const validId = id.length === APPOINTMENT_ID_LENGTH;
  const { businessName } = useSiteInfo();
  const [cancel] = useMutation(CancelAppointmentDocument);
  const [outcome, setOutcome] = useState<Outcome>({ status: 'processing' });
  const [kept, setKept] = useState<KeptBooking | null>(null);
  // StrictMode runs effects twice in development; the request must still go out only once.
  const sent = useRef(false);

  useEffect(() => {
    if (undoToken || !validId || sent.current) return;
    sent.current = true;
    cancel({ variables: { id, email } })
      .then(({ data }) => {
        const token = data?.cancelAppointment.undoToken ?? null;
        if (token) rememberUndo(id, token);
        setOutcome({ status: 'cancelled', message: data?.cancelAppointment.message || CANCELLED_FALLBACK, undoToken: token });
      })
      .catch((error: unknown) => {
        const message = cancelFailureMessage(error);
        // Opened again after cancelling here: the undo made then still stands.
        const token = alreadyCancelled(error) ? recalledUndo(id) : null;
        setOutcome(token ? { status: 'cancelled', message, undoToken: token } : { status: 'failed', message });
      });
  }, [undoToken, validId, id, email, cancel]);

  // The server renders /cancel once, without the link's query: it shows the neutral processing state.
  const hydrated = useHydrated();
  const current: Outcome = !hydrated
    ? { status: 'processing' }
    : undoToken
      ? { status: 'undo', undoToken }
      : validId
        ? outcome
        : { status: 'failed', message: INVALID_LINK };
  const title = kept
    ? 'Your booking is kept'
    : current.status === 'cancelled'
      ? 'Cancellation Successful!'
      : current.status === 'undo'
        ? 'Keep your booking?'
        : 'Cancellation Status';
  useDocumentTitle(title, businessName);

  if (kept) {
    return (
      <div className="container page result-page">
        <KeptBookingCard kept={kept} />
      </div>
    );
  }

  const done = current.status === 'cancelled' || current.status === 'undo';
  return (
    <div className="container page result-page">
      <div className={`card result-card result-card--${done ? 'done' : current.status}`}>
        <span className="result-card__icon" aria-hidden="true">
          {current.status === 'processing' ? (
            <span className="spinner spinner--large" />
          ) : (
            <Icon name={current.status === 'failed' ? 'alert' : current.status === 'undo' ? 'calendar' : 'check'} size={56} />
          )}
        </span>
        <h1>{title}</h1>
        {/* One message box from the server's first paint on: its words change in place, so the page's main text is painted once, early. */}
        {current.status !== 'undo' && (
          <Alert tone={current.status === 'processing' ? 'info' : current.status === 'cancelled' ? 'success' : 'error'} role={current.status === 'processing' ? 'status' : 'alert'}>
            {current.status === 'processing' ? PROCESSING : current.message}
          </Alert>
        )}
        {(current.status === 'cancelled' || current.status === 'undo') && current.undoToken ? (
          <>
            <p className="cancel-undo__question">{KEEP_QUESTION}</p>
            <KeepBooking token={current.undoToken} onKept={setKept} />
          </>
        ) : (
          <p className="button-row button-row--center">
            <Link to="/booking" className="btn btn--primary">
              <Icon name="calendar" size={18} />
              {current.status === 'cancelled' ? 'Book another time' : 'Book a new appointment'}
            </Link>
            <Link to="/" className="btn btn--ghost">
              Back to home
            </Link>
          </p>
        )}
      </div>
    </div>
  );
}
