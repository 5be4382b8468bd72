/**
 * How a customer wants to hear from the workshop: 'Contact by' Email, Text or Both, saved as soon
 * as it is chosen (updateCustomer's `contactPreference`; the server refuses Text without a mobile
 * number, and its message shows under the select). A number that replied STOP shows the badge
 * 'Opted out of marketing texts': service, registration and recommended-work reminders and review requests then never go by text.
 */
import { useId, useState, type ChangeEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { AdminCustomerDocument, AdminUpdateCustomerDocument } from '../../../gql/graphql';
import { errorMessage } from '../errors';
import { Field } from '../ui/Field';
import { useNotices } from '../ui/Notices';
import '../styles/admin-notify.css';

const CHOICES = [
  { value: 'email', label: 'Email' },
  { value: 'sms', label: 'Text' },
  { value: 'both', label: 'Both' },
] as const;

const WORDS: Record<string, string> = { email: 'email only', sms: 'text only', both: 'email and text' };

interface ContactCustomer {
  id: string;
  name: string;
  contactPreference: string;
  smsOptOut: boolean;
}

export function ContactChoice({ customer }: { customer: ContactCustomer }) {
  const uid = useId();
  const [update, { loading }] = useMutation(AdminUpdateCustomerDocument, { refetchQueries: [AdminCustomerDocument], awaitRefetchQueries: true });
  const notices = useNotices();
  const [problem, setProblem] = useState<string | null>(null);

  async function onChange(event: ChangeEvent<HTMLSelectElement>) {
    const contactPreference = event.target.value;
    setProblem(null);
    try {
      await update({ variables: { id: customer.id, input: { contactPreference } } });
      notices.success(`${customer.name} will be contacted by ${WORDS[contactPreference]}.`);
    } catch (failure) {
      setProblem(errorMessage(failure));
    }
  }

  return (
    <div className="reminder-block contact-choice" role="group" aria-labelledby={`${uid}-title`}>
      <h3 id={`${uid}-title`} className="reminder-block__title">
        Texts and email
      </h3>
      <Field id={`${uid}-select`} label="Contact by" error={problem} alert hint="Bookings, reminders, quotes, invoices and 'your car is ready' go this way.">
        <select value={customer.contactPreference} onChange={(event) => void onChange(event)} disabled={loading} aria-busy={loading || undefined} data-testid="contact-preference">
          {CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </Field>
      {customer.smsOptOut && (
        <p className="reminder-block__main">
          <span className="badge badge--warning" data-testid="sms-opt-out">
            Opted out of marketing texts
          </span>
        </p>
      )}
    </div>
  );
}
