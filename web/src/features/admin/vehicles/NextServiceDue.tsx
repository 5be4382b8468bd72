/**
 * A vehicle's next service date, which its owner's service reminders follow: shown, set (from today
 * on; the picker offers no earlier day) or cleared with 'No reminders'. The server refuses a past
 * day ('The next service date cannot be in the past.').
 */
import { formatDate, workshopToday } from '../format';
import { DateReminderForm, type DateReminderWords } from './DateReminderForm';

const words: DateReminderWords = {
  title: 'Service reminders',
  label: 'Next service due',
  shown: (due) => (due ? `Next service due ${formatDate(due)}` : 'No next service date: no service reminders go for this vehicle.'),
  clear: 'No reminders',
  choose: 'Choose the day the next service is due, or No reminders.',
  hint: 'The owner is reminded before this day and on it. A date set here stays when the service schedules change; invoicing this vehicle’s next service sets the next one.',
  saved: (rego, due) => (due ? `Next service of ${rego} due ${formatDate(due)}: its owner will be reminded.` : `No service reminders for ${rego}.`),
};

export function NextServiceDue({ rego, due }: { rego: string; due: string | null }) {
  // The Next service panel says whether the date was set by hand.
  return <DateReminderForm rego={rego} saved={due} field="nextServiceDue" words={words} min={workshopToday()} testId="next-service-due" alsoRefetch={['AdminVehicleServiceSchedule']} />;
}
