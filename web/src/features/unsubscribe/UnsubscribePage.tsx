/**
 * /unsubscribe/:token, the unsubscribe link of a service reminder or review request: says whose
 * address it is (partly hidden) and unsubscribes it from those emails when the customer presses
 * Unsubscribe, never on opening (mail scanners open links). Already unsubscribed: it says so. An
 * unknown link: the server's sentence. Emails about bookings, quotes and invoices are not affected.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '../../components/Alert';
import { Icon } from '../../components/Icon';
import { RestFailure, restJson } from '../../shared/rest';
import { useDocumentTitle } from '../../shared/use-document-title';
import { useSiteInfo } from '../../shared/use-site-info';
import '../../components/result-card.css';
import './unsubscribe.css';

export const UNREACHABLE = 'We could not reach the server. Please check your internet connection and try again.';
const STILL_COME = 'Emails about your bookings, quotes and invoices still come.';

type State =
  | { step: 'checking' }
  | { step: 'ask'; email: string; sending: boolean; problem: string | null }
  | { step: 'already'; email: string }
  | { step: 'done'; message: string }
  | { step: 'failed'; message: string; retry: boolean };

/** The server's sentence for a refusal (an unknown link: 404), or ours when no answer came. */
function failureOf(error: unknown): { message: string; retry: boolean } {
  if (error instanceof RestFailure && error.status !== null && error.status < 500 && error.serverMessage) return { message: error.serverMessage, retry: false };
  return { message: UNREACHABLE, retry: true };
}

export default function UnsubscribePage() {
  const { token = '' } = useParams();
  const path = `/api/unsubscribe/${encodeURIComponent(token)}`;
  const { businessName } = useSiteInfo();
  const [state, setState] = useState<State>({ step: 'checking' });
  const heading = useRef<HTMLHeadingElement>(null);
  const [attempt, setAttempt] = useState(0);

  // Opening the page only reads the link's state: a GET changes nothing.
  useEffect(() => {
    const controller = new AbortController();
    restJson<{ email: string; unsubscribed: boolean }>(path, { signal: controller.signal }).then(
      ({ email, unsubscribed }) => setState(unsubscribed ? { step: 'already', email } : { step: 'ask', email, sending: false, problem: null }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ step: 'failed', ...failureOf(error) });
      },
    );
    return () => controller.abort();
  }, [path, attempt]);

  async function unsubscribe() {
    if (state.step !== 'ask' || state.sending) return;
    setState({ ...state, sending: true, problem: null });
    try {
      const { message } = await restJson<{ message: string; email: string }>(path, { method: 'POST' });
      setState({ step: 'done', message });
      // The button is gone: reading goes on from the page's new heading.
      window.setTimeout(() => heading.current?.focus(), 0);
    } catch (error) {
      setState({ ...state, sending: false, problem: failureOf(error).message });
    }
  }

  function retry() {
    setState({ step: 'checking' });
    setAttempt((n) => n + 1);
  }

  const title = state.step === 'done' ? 'You are unsubscribed' : state.step === 'already' ? 'Already unsubscribed' : 'Unsubscribe';
  useDocumentTitle(title, businessName);
  const tone = state.step === 'failed' ? 'failed' : state.step === 'done' || state.step === 'already' ? 'done' : 'ask';

  return (
    <div className="container page result-page">
      <div className={`card result-card result-card--${tone}`}>
        <span className="result-card__icon" aria-hidden="true">
          {state.step === 'checking' ? <span className="spinner spinner--large" /> : <Icon name={tone === 'failed' ? 'alert' : tone === 'done' ? 'check' : 'mail'} size={56} />}
        </span>
        <h1 ref={heading} tabIndex={-1}>
          {title}
        </h1>
        {state.step === 'checking' && (
          <Alert tone="info" role="status">
            Checking your link…
          </Alert>
        )}
        {state.step === 'ask' && (
          <>
            <p className="unsubscribe-card__question">
              Unsubscribe <strong className="unsubscribe-card__email">{state.email}</strong> from service, registration and recommended-work reminders and review requests?
            </p>
            <p className="unsubscribe-card__note" id="unsubscribe-note">
              {STILL_COME}
            </p>
            {state.problem && <Alert tone="error">{state.problem}</Alert>}
            <button type="button" className="btn btn--primary btn--large" onClick={() => void unsubscribe()} disabled={state.sending} aria-describedby="unsubscribe-note">
              {state.sending && <span className="spinner" aria-hidden="true" />}
              {state.sending ? 'Unsubscribing…' : 'Unsubscribe'}
            </button>
          </>
        )}
        {state.step === 'already' && (
          <Alert tone="success">
            {state.email} is already unsubscribed: we send it no service, registration or recommended-work reminders, or review requests. {STILL_COME}
          </Alert>
        )}
        {state.step === 'done' && <Alert tone="success">{state.message}</Alert>}
        {state.step === 'failed' && <Alert tone="error">{state.message}</Alert>}
        <p className="button-row button-row--center">
          {state.step === 'failed' && state.retry && (
            <button type="button" className="btn btn--primary" onClick={retry}>
              Try again
            </button>
          )}
          <Link to="/" className="btn btn--ghost">
            Back to home
          </Link>
        </p>
      </div>
    </div>
  );
}
