/**
 * /accept-policy/:id: the customer reads the workshop's ten service terms for their vehicle and
 * accepts them with a drawn signature or a typed name; then the home page, 5 seconds later.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useNavigate, useParams } from 'react-router';
import { Alert } from '../../components/Alert';
import { CustomerLinkPage } from '../../components/CustomerLinkPage';
import { PageLoading } from '../../components/PageLoading';
import { SigningPolicyDocument, SignPolicyDocument } from '../../gql/public';
import { describeFailure } from '../../shared/api-errors';
import { useDocumentTitle } from '../../shared/use-document-title';
import { useHydrated } from '../../shared/use-hydrated';
import { useSiteInfo } from '../../shared/use-site-info';
import { ACCEPTED, ALREADY_ACCEPTED, HOME_AFTER_MS, INVALID_LINK, NAME_REQUIRED, NOT_FOUND, SIGNATURE_REQUIRED } from './signing-messages';
import { SignaturePadField, type SignaturePadHandle } from './SignaturePadField';
import '../../components/customer-link.css';

type Mode = 'draw' | 'type';

export default function AcceptPolicyPage() {
  const { id = '' } = useParams();
  const { businessName } = useSiteInfo();
  useDocumentTitle('Service Terms', businessName);
  const { data, error, loading } = useQuery(SigningPolicyDocument, { variables: { id }, fetchPolicy: 'network-only' });
  const [accepted, setAccepted] = useState<string | null>(null);

  let body;
  if (loading && !data) body = <PageLoading />;
  else if (error || !data) {
    const failure = error ? describeFailure(error) : null;
    const message = !error || (failure?.kind === 'rejected' && failure.code === 'NOT_FOUND') ? NOT_FOUND : INVALID_LINK;
    body = (
      <Alert tone="error">
        <p className="signing__message">{message}</p>
      </Alert>
    );
  } else if (accepted) {
    body = <Accepted message={accepted} />;
  } else if (data.signingPolicy.termsAcceptance.isAccepted) {
    body = (
      <Alert tone="info" role="status">
        <p className="signing__message">{ALREADY_ACCEPTED}</p>
        <p className="signing__message">{ACCEPTED}</p>
      </Alert>
    );
  } else {
    body = <SigningForm id={id} rego={data.signingPolicy.rego} customerName={data.signingPolicy.customerName} terms={data.signingPolicy.terms} onAccepted={setAccepted} />;
  }

  return (
    <CustomerLinkPage businessName={businessName} title={'Service Terms'}>
      {body}
    </CustomerLinkPage>
  );
}

function Accepted({ message }: { message: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => navigate('/'), HOME_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <Alert tone="success">
      <p className="signing__message">{message}</p>
      <p className="signing__sub">You will be taken to our home page in 5 seconds.</p>
    </Alert>
  );
}

interface SigningFormProps {
  id: string;
  rego: string;
  customerName: string;
  terms: readonly string[];
  onAccepted: (message: string) => void;
}

function SigningForm({ id, rego, customerName, terms, onAccepted }: SigningFormProps) {
  const [mode, setMode] = useState<Mode>('draw');
  const [name, setName] = useState('');
  const [drawn, setDrawn] = useState(false);
  const [problem, setProblem] = useState<{ text: string; key: number } | null>(null);
  const [alreadyAccepted, setAlreadyAccepted] = useState(false);
  const pad = useRef<SignaturePadHandle>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const [sign, { loading }] = useMutation(SignPolicyDocument);
  const uid = useId();
  // The page is rendered on the server with its terms: the form waits for the app (the pad needs it).
  const hydrated = useHydrated();
  const padLabel = `${uid}-pad-label`;
  const padHint = `${uid}-pad-hint`;
  const problemId = `${uid}-problem`;

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (loading) return;
    const signatureDataUrl = mode === 'draw' ? pad.current?.toPng() ?? null : null;
    const signedName = mode === 'type' ? name.trim() : '';
    if (mode === 'type' && !signedName) {
      setProblem({ text: NAME_REQUIRED, key: Date.now() });
      nameRef.current?.focus();
      return;
    }
    if (mode === 'draw' && !signatureDataUrl) {
      setProblem({ text: SIGNATURE_REQUIRED, key: Date.now() });
      return;
    }
    setProblem(null);
    try {
      const input = signatureDataUrl ? { signatureDataUrl } : { signedName };
      const { data } = await sign({ variables: { id, input } });
      onAccepted(data?.signPolicy.message || ACCEPTED);
    } catch (failure) {
      const described = describeFailure(failure);
      if (described.kind === 'rejected' && described.code === 'CONFLICT') setAlreadyAccepted(true);
      else setProblem({ text: (described.kind === 'rejected' && described.message) || 'Something went wrong. Please try again.', key: Date.now() });
    }
  }

  if (alreadyAccepted) {
    return (
      <Alert tone="info" role="status">
        <p className="signing__message">{ALREADY_ACCEPTED}</p>
        <p className="signing__message">{ACCEPTED}</p>
      </Alert>
    );
  }

  return (
    <>
      <dl className="signing__facts">
        <div>
          <dt>Vehicle rego</dt>
          <dd className="signing__rego">{rego}</dd>
        </div>
        <div>
          <dt>Customer</dt>
          <dd>{customerName}</dd>
        </div>
      </dl>
      <section aria-labelledby={`${uid}-terms`}>
        <h2 id={`${uid}-terms`} className="signing__h2">
          Terms and conditions of service
        </h2>
        <ol className="signing__terms">
          {terms.map((term, i) => (
            <li key={i}>{term}</li>
          ))}
        </ol>
      </section>

      <form className="signing__form" onSubmit={onSubmit} noValidate aria-describedby={problem ? problemId : undefined}>
        {/* Disabled until hydrated: a choice or a name entered into the server-rendered form would be lost. */}
        <fieldset className="form-shell" disabled={!hydrated}>
          <fieldset className="signing__modes">
            <legend className="signing__h2">How would you like to sign?</legend>
            <div className="signing__mode-choice">
              {(
                [
                  ['draw', 'Draw Signature'],
                  ['type', 'Type Name'],
                ] as const
              ).map(([value, label]) => (
                <label key={value} className={`signing__mode${mode === value ? ' is-selected' : ''}`}>
                  <input
                    type="radio"
                    name="mode"
                    value={value}
                    checked={mode === value}
                    onChange={() => {
                      setMode(value);
                      setProblem(null);
                    }}
                  />
                  {label}
                </label>
              ))}
            </div>
          </fieldset>

          {mode === 'draw' ? (
            <div className="signing__pad-field">
              <p id={padLabel} className="field__label">
                Your signature
              </p>
              <p id={padHint} className="field__hint">
                Sign in the box with your finger, a stylus or the mouse. Prefer the keyboard? Choose Type Name.
              </p>
              <SignaturePadField
                ref={pad}
                labelId={padLabel}
                describedBy={padHint}
                onChange={(signed) => {
                  setDrawn(signed);
                  // Signing is what the message asked for: it goes.
                  if (signed) setProblem(null);
                }}
              />
              <div className="signing__pad-actions">
                <button type="button" className="btn btn--ghost" onClick={() => pad.current?.clear()} disabled={!drawn}>
                  Clear
                </button>
              </div>
            </div>
          ) : (
            <div className="field">
              <label className="field__label" htmlFor={`${uid}-name`}>
                Your full name
              </label>
              <input
                ref={nameRef}
                id={`${uid}-name`}
                name="signedName"
                autoComplete="name"
                maxLength={200}
                value={name}
                onChange={(e) => {
                  setName(e.target.value);
                  setProblem(null);
                }}
                aria-invalid={problem?.text === NAME_REQUIRED ? true : undefined}
                aria-describedby={problem ? problemId : undefined}
              />
              {name.trim() && (
                <p className="signing__typed" aria-hidden="true">
                  {name.trim()}
                </p>
              )}
            </div>
          )}

          {problem && (
            <div id={problemId} key={problem.key}>
              <Alert tone="error">{problem.text}</Alert>
            </div>
          )}

          <p className="signing__declaration">By accepting, I confirm I have read and agree to the terms above for vehicle {rego}.</p>
          <button type="submit" className="btn btn--primary btn--large signing__submit" disabled={loading}>
            {loading && <span className="spinner" aria-hidden="true" />}
            {loading ? 'Recording…' : 'Accept Terms'}
          </button>
        </fieldset>
      </form>
    </>
  );
}
