/**
 * /quote/:id (from the quote email): the customer sees what the inspection found, the quote's lines
 * and totals, and approves the whole quote or some of its lines with their name (required: the
 * approval is a record), or declines it (the name optional), either with an optional note for the workshop. Superseded and already decided quotes say so; an approved one shows which lines.
 */
import { useId, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { Alert } from '../../components/Alert';
import { CustomerLinkPage } from '../../components/CustomerLinkPage';
import { PageLoading } from '../../components/PageLoading';
import { ApproveQuoteDocument, DeclineQuoteDocument, PublicQuoteDocument, type PublicQuoteQuery } from '../../gql/public';
import { describeFailure } from '../../shared/api-errors';
import { QuoteInspection } from './QuoteInspection';
import { QuoteLines, useLineChoice } from './QuoteLines';
import { useDocumentTitle } from '../../shared/use-document-title';
import { useSiteInfo } from '../../shared/use-site-info';
import { useHydrated } from '../../shared/use-hydrated';
import '../../components/customer-link.css';
import './quote-page.css';

const QUOTE_NOT_FOUND = 'Quote not found.';
const SUPERSEDED = 'This quote has been replaced by a newer one. Please use the link in the latest quote email.';
const NOTE_MAX = 1000;
const NAME_MAX = 200;
const NAME_REQUIRED = 'Please enter your name.';

type PublicQuote = PublicQuoteQuery['quote'];

function formatDate(instant: string): string {
  return new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Melbourne', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(instant));
}

/** "2 of 3 lines of " when the customer approved some of the lines; empty when all. */
function approvedPart(quote: PublicQuote): string {
  const count = quote.approvedLines?.length ?? quote.items.length;
  return count < quote.items.length ? `${count} of ${quote.items.length} lines of ` : '';
}

export default function QuotePage() {
  const { id = '' } = useParams();
  const { businessName } = useSiteInfo();
  useDocumentTitle('Your Quote', businessName);
  const { data, error, loading, refetch } = useQuery(PublicQuoteDocument, { variables: { id }, fetchPolicy: 'network-only' });

  let body;
  if (loading && !data) body = <PageLoading />;
  else if (error || !data) {
    const failure = error ? describeFailure(error) : null;
    const text = failure?.kind === 'rejected' && failure.code !== 'NOT_FOUND' && failure.message ? failure.message : failure?.kind === 'network' ? 'Invalid or expired link.' : QUOTE_NOT_FOUND;
    body = <Alert tone="error">{text}</Alert>;
  } else {
    body = <QuoteView quote={data.quote} onDecided={() => void refetch()} />;
  }

  return (
    <CustomerLinkPage businessName={businessName} title={data ? `Quote ${data.quote.number}` : 'Your Quote'}>
      {body}
    </CustomerLinkPage>
  );
}

function QuoteView({ quote, onDecided }: { quote: PublicQuote; onDecided: () => void }) {
  const [approve, approving] = useMutation(ApproveQuoteDocument);
  const [decline, declining] = useMutation(DeclineQuoteDocument);
  const [declineOpen, setDeclineOpen] = useState(false);
  const [note, setNote] = useState('');
  const [name, setName] = useState('');
  const [nameProblem, setNameProblem] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const uid = useId();
  // Disabled until hydrated: a name or a note typed into the server-rendered page would be lost.
  const hydrated = useHydrated();
  const busy = approving.loading || declining.loading || !hydrated;
  const choice = useLineChoice(quote);

  async function decide(kind: 'approve' | 'decline') {
    if (busy) return;
    if (kind === 'approve' && !name.trim()) {
      setNameProblem(NAME_REQUIRED);
      document.getElementById(`${uid}-name`)?.focus();
      return;
    }
    setNameProblem(null);
    try {
      const result =
        kind === 'approve'
          ? (await approve({ variables: { id: quote.id, lines: choice.allTicked ? undefined : choice.tickedIndexes, note: note.trim() || null, name: name.trim() } })).data?.approveQuote.message
          : (await decline({ variables: { id: quote.id, note: note.trim() || null, name: name.trim() || null } })).data?.declineQuote.message;
      setOutcome({ tone: 'success', text: result ?? (kind === 'approve' ? 'Thank you, the quote is approved.' : 'The quote is declined.') });
      setDeclineOpen(false);
    } catch (failure) {
      const described = describeFailure(failure);
      const text = (described.kind === 'rejected' && described.message) || 'Something went wrong. Please try again.';
      // A refused name is told beside its field, and the customer can try again.
      if (/name/i.test(text) && described.kind === 'rejected' && described.code === 'BAD_USER_INPUT') {
        setNameProblem(text);
        return;
      }
      setOutcome({ tone: 'error', text });
    }
    onDecided();
  }

  const superseded = quote.superseded || quote.status === 'superseded';
  const status = superseded
    ? { tone: 'info' as const, text: SUPERSEDED }
    : quote.status === 'approved'
      ? { tone: 'success' as const, text: `You approved ${approvedPart(quote)}this quote${quote.decidedAt ? ` on ${formatDate(quote.decidedAt)}` : ''}. Thank you!` }
      : quote.status === 'declined'
        ? { tone: 'info' as const, text: `You declined this quote${quote.decidedAt ? ` on ${formatDate(quote.decidedAt)}` : ''}.` }
        : null;

  return (
    <>
      <dl className="signing__facts">
        <div>
          <dt>Customer</dt>
          <dd>{quote.customerName}</dd>
        </div>
        <div>
          <dt>Vehicle rego</dt>
          <dd className="signing__rego">{quote.carRego}</dd>
        </div>
        <div>
          <dt>Sent</dt>
          <dd>{formatDate(quote.sentAt)}</dd>
        </div>
      </dl>

      {/* A replaced quote says so first: what follows is what it said when it was sent, nothing newer. */}
      {!outcome && status && superseded && (
        <Alert tone={status.tone} role="status">
          {status.text}
        </Alert>
      )}

      <QuoteInspection checks={quote.inspection} sentOn={formatDate(quote.sentAt)} />

      <QuoteLines quote={quote} choice={choice} choosing={!outcome && !status} />

      {quote.notes && (
        <section aria-labelledby={`${uid}-notes`}>
          <h2 id={`${uid}-notes`} className="signing__h2">
            Notes
          </h2>
          <p className="quote__notes">{quote.notes}</p>
        </section>
      )}

      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      {!outcome && status && !superseded && (
        <Alert tone={status.tone} role="status">
          {status.text}
        </Alert>
      )}

      {!outcome && !status && !declineOpen && (
        <div className="field quote__note">
          <label className="field__label" htmlFor={`${uid}-approval-note`}>
            A note for the workshop (optional)
          </label>
          <textarea id={`${uid}-approval-note`} maxLength={NOTE_MAX} rows={2} disabled={!hydrated} value={note} onChange={(e) => setNote(e.target.value)} />
        </div>
      )}

      {!outcome && !status && (
        <div className="field quote__name">
          <label className="field__label" htmlFor={`${uid}-name`}>
            {declineOpen ? 'Your name (optional)' : 'Your name'}
            {!declineOpen && (
              <span className="field__required" aria-hidden="true">
                {' '}
                *
              </span>
            )}
          </label>
          <input
            id={`${uid}-name`}
            type="text"
            autoComplete="name"
            maxLength={NAME_MAX}
            disabled={!hydrated}
            required={!declineOpen}
            aria-required={!declineOpen}
            aria-invalid={nameProblem ? true : undefined}
            aria-describedby={nameProblem ? `${uid}-name-problem` : `${uid}-name-hint`}
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              if (nameProblem) setNameProblem(null);
            }}
          />
          {nameProblem ? (
            <p id={`${uid}-name-problem`} className="field__error" role="alert">
              {nameProblem}
            </p>
          ) : (
            <p id={`${uid}-name-hint`} className="quote__hint">
              {declineOpen ? 'So the workshop knows who answered.' : 'Your approval is recorded with your name.'}
            </p>
          )}
        </div>
      )}

      {!outcome && !status && !declineOpen && (
        <div className="quote__actions">
          <button type="button" className="btn btn--primary btn--large" disabled={busy || choice.tickedIndexes.length === 0 || choice.belowZero} onClick={() => void decide('approve')}>
            {approving.loading && <span className="spinner" aria-hidden="true" />}
            {choice.allTicked ? 'Approve quote' : `Approve ${choice.tickedIndexes.length} of ${quote.items.length} ${quote.items.length === 1 ? 'line' : 'lines'}`}
          </button>
          <button type="button" className="btn btn--ghost btn--large" disabled={busy} onClick={() => setDeclineOpen(true)}>
            Decline
          </button>
          {choice.tickedIndexes.length === 0 && <p className="quote__hint">Tick at least one line to approve it, or decline the quote.</p>}
          {choice.belowZero && <p className="quote__hint">The ticked lines come to less than $0.00: tick the work the discount is for.</p>}
        </div>
      )}

      {!outcome && !status && declineOpen && (
        <form
          className="quote__decline"
          onSubmit={(e) => {
            e.preventDefault();
            void decide('decline');
          }}
        >
          <div className="field">
            <label className="field__label" htmlFor={`${uid}-note`}>
              Anything you would like to tell us? (optional)
            </label>
            <textarea id={`${uid}-note`} maxLength={NOTE_MAX} value={note} onChange={(e) => setNote(e.target.value)} autoFocus />
          </div>
          <div className="quote__actions">
            <button type="submit" className="btn btn--primary" disabled={busy}>
              {declining.loading && <span className="spinner" aria-hidden="true" />}
              Decline Quote
            </button>
            <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => setDeclineOpen(false)}>
              Back
            </button>
          </div>
        </form>
      )}
    </>
  );
}
