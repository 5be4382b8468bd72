/**
 * /booking: the appointment request form, with what happens next and the opening hours beside it.
 * /booking?reminder=<token> (a service reminder's link) fills the form in with the customer's and
 * the vehicle's details, or says above an empty form why it cannot.
 */
import { useSearchParams } from 'react-router';
import { Alert } from '../../components/Alert';
import { Icon } from '../../components/Icon';
import { PageHero } from '../../components/PageHero';
import { useHydrated } from '../../shared/use-hydrated';
import { FALLBACK_TIME_ZONE, telHref, useSiteInfo } from '../../shared/use-site-info';
import { BookingForm } from './BookingForm';
import { PREFILLED, useReminderPrefill } from './reminder-prefill';
import './booking.css';

const NEXT_STEPS = [
  'Send your request with the day and time that suit you.',
  'We check the details and contact you to confirm.',
  'Bring your car in at the confirmed time.',
];

export default function BookingPage() {
  const [params] = useSearchParams();
  const { siteInfo, businessName } = useSiteInfo();
  // The server renders /booking once for every query string: the link's service applies after hydration.
  const hydrated = useHydrated();
  const reminder = useReminderPrefill(hydrated ? params.get('reminder') : null);
  const prefill = reminder.status === 'ready' ? reminder.prefill : null;

  return (
    <>
      <PageHero title="Appointment Request Form" eyebrow="Book online">
        Tell us about you, your vehicle and the work you need, then choose a time that suits you.
      </PageHero>
      <div className="container booking-layout">
        <section className="card booking-layout__form" aria-label="Appointment request">
          {reminder.status === 'loading' && (
            <Alert tone="info" role="status">
              Filling in your details from your reminder…
            </Alert>
          )}
          {reminder.status === 'ready' && (
            <Alert tone="success" role="status">
              {PREFILLED}
            </Alert>
          )}
          {reminder.status === 'failed' && <Alert tone="info">{reminder.message}</Alert>}
          <BookingForm
            businessName={businessName}
            timeZone={siteInfo?.timeZone ?? FALLBACK_TIME_ZONE}
            serviceTypes={siteInfo?.serviceTypes ?? []}
            bookingTimes={siteInfo?.bookingTimes ?? []}
            weekHours={siteInfo?.weekHours ?? []}
            requestedService={prefill?.serviceType ?? (hydrated ? params.get('service') : null)}
            prefill={prefill}
          />
        </section>
        <aside className="booking-layout__aside">
          <section className="card card--muted" aria-labelledby="next-steps">
            <h2 id="next-steps" className="card__title">
              What happens next
            </h2>
            <ol className="steps">
              {NEXT_STEPS.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </section>
          {siteInfo && (
            <section className="card card--muted" aria-labelledby="booking-hours">
              <h2 id="booking-hours" className="card__title">
                <Icon name="clock" size={20} />
                Opening hours
              </h2>
              <dl className="hours-list">
                {siteInfo.openingHours.map((row) => (
                  <div key={row.days}>
                    <dt>{row.days}</dt>
                    <dd>{row.hours}</dd>
                  </div>
                ))}
              </dl>
              <p className="card__footnote">
                Prefer to talk? Call us on{' '}
                <a href={telHref(siteInfo.phone)}>{siteInfo.phone}</a>.
              </p>
            </section>
          )}
        </aside>
      </div>
    </>
  );
}
