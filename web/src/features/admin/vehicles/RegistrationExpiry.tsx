/**
 * A vehicle's registration expiry, which its owner's registration reminder follows: shown, set or
 * cleared with 'No reminder'. The server accepts a real date from 2 years ago to 3 years ahead.
 */
import { formatDate } from '../format';
import { DateReminderForm, type DateReminderWords } from './DateReminderForm';

const words: DateReminderWords = {
  title: 'Registration',
  label: 'Registration expiry',
  shown: (expiry) => (expiry ? `Registration expires ${formatDate(expiry)}` : 'No registration expiry: no registration reminder goes for this vehicle.'),
  clear: 'No reminder',
  choose: 'Choose the day the registration expires, or No reminder.',
  hint: 'The owner is reminded before this day (the days are set in Settings), with a link to book a roadworthy or a service.',
  saved: (rego, expiry) =>
    expiry ? `Registration of ${rego} expires ${formatDate(expiry)}: its owner will be reminded.` : `No registration reminder for ${rego}.`,
};

export function RegistrationExpiry({ rego, expiry }: { rego: string; expiry: string | null }) {
  return <DateReminderForm rego={rego} saved={expiry} field="registrationExpiry" words={words} testId="registration-expiry" />;
}
