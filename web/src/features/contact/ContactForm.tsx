/**
 * The contact form: name, email and message (the phone travels empty: the form has no input for
 * it). Reports 'Sending...', then the outcome, in a live region; the server's reason for refusing
 * a field is shown under that field.
 */
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { InputField, TextAreaField } from '../../components/Field';
import { SendContactMessageDocument } from '../../gql/public';
import type { FieldMessages } from '../../shared/api-errors';
import { useHydrated } from '../../shared/use-hydrated';
import { failureOf, MESSAGE_MAX_LENGTH, SENDING, SENT, type ResultTone } from './contact-messages';

const EMPTY = { name: '', email: '', phone: '', message: '' };

type Fields = typeof EMPTY;

/** The one-line inputs, in order; each one's autocomplete token is its name. */
const LINE_INPUTS: readonly { name: 'name' | 'email'; label: string; type?: 'email' }[] = [
  { name: 'name', label: 'Your Name' },
  { name: 'email', label: 'Your Email', type: 'email' },
];

export function ContactForm() {
  const hydrated = useHydrated();
  const [fields, setFields] = useState<Fields>(EMPTY);
  // `about`: the fields a failure named (null: none in particular).
  const [result, setResult] = useState<{ tone: ResultTone; text: string; about?: readonly string[] | null } | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldMessages>({});
  const [send, { loading: sending }] = useMutation(SendContactMessageDocument);
  const formRef = useRef<HTMLFormElement>(null);

  const onChange = (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { name, value } = e.target;
    setFields((f) => ({ ...f, [name]: value }));
    // A corrected field is no longer marked invalid, and a failure about it goes (about any field when it named none).
    if (fieldErrors[name]) setFieldErrors(({ [name]: _, ...rest }) => rest);
    if (result && result.tone !== 'success' && (!result.about || result.about.includes(name))) setResult(null);
  };

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (sending) return;
    setResult(null);
    setFieldErrors({});
    try {
      await send({
        variables: {
          input: { name: fields.name.trim(), email: fields.email.trim(), phone: fields.phone, message: fields.message.trim() },
        },
      });
      setFields(EMPTY);
      setResult({ tone: 'success', text: SENT });
    } catch (error) {
      const failure = failureOf(error);
      setResult({ tone: failure.tone, text: failure.text, about: failure.fields ? Object.keys(failure.fields) : null });
      if (failure.fields) {
        setFieldErrors(failure.fields);
        // Take the customer to the first field to fix.
        const first = ['name', 'email', 'message'].find((f) => failure.fields?.[f]);
        if (first) formRef.current?.querySelector<HTMLElement>(`#contact-${first}`)?.focus();
      }
    }
  }

  const length = fields.message.length;
  const status = sending ? { tone: 'info' as const, text: SENDING } : result;

  return (
    <form ref={formRef} className="contact-form" onSubmit={onSubmit}>
      {/* Disabled until hydrated: input typed into the server-rendered form would be lost. */}
      <fieldset className="form-shell" disabled={!hydrated}>
      <p className="contact-form__note">All fields are required.</p>
      {LINE_INPUTS.map(({ name, label, type }) => (
        <InputField
          key={name}
          id={`contact-${name}`}
          label={label}
          error={fieldErrors[name]}
          name={name}
          type={type}
          autoComplete={name}
          required
          value={fields[name]}
          onChange={onChange}
        />
      ))}
      <TextAreaField
        id="contact-message"
        label="Your Message"
        error={fieldErrors.message}
        hint={
          <span className={length > MESSAGE_MAX_LENGTH ? 'contact-form__count contact-form__count--over' : 'contact-form__count'}>
            {length.toLocaleString('en-AU')} / {MESSAGE_MAX_LENGTH.toLocaleString('en-AU')} characters
          </span>
        }
        name="message"
        required
        rows={6}
        placeholder="How can we help? Tell us about your car and what you need."
        value={fields.message}
        onChange={onChange}
      />
      <div className="contact-form__actions">
        <button type="submit" className="btn btn--primary btn--large" disabled={sending}>
          {sending && <span className="spinner" aria-hidden="true" />}
          {sending ? SENDING : 'Send Message'}
        </button>
        <div role="status" aria-live="polite" className="contact-form__status">
          {status && <p className={`contact-result contact-result--${status.tone}`}>{status.text}</p>}
        </div>
      </div>
      </fieldset>
    </form>
  );
}
