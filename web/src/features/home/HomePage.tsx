/** Home: a hero with the booking call-to-action, a tile per bookable service, and a closing call-to-action. */
import { Link } from 'react-router';
import { CtaBand } from '../../components/CtaBand';
import { FeatureCards, type FeatureCard } from '../../components/FeatureCards';
import { Icon } from '../../components/Icon';
import { ServiceIcon } from '../../components/ServiceIcon';
import { useSiteInfo } from '../../shared/use-site-info';
import { siteWarranty } from '../../shared/warranty';
import { PageSection } from '../../components/PageSection';
import './home.css';

const HIGHLIGHTS = ['Experienced, qualified mechanics', 'Logbook servicing for all makes', 'Clear quotes before work starts'];

const reasons = (warranty: string): FeatureCard[] => [
  {
    icon: 'receipt',
    title: 'Upfront, honest pricing',
    text: 'A clear quote before any work starts, and nothing extra without your say-so.',
  },
  {
    icon: 'shield',
    title: 'Warranty-safe logbook services',
    text: 'Serviced to the manufacturer’s schedule, so your new-car warranty stays intact.',
  },
  {
    icon: 'award',
    title: 'Work we stand behind',
    text: `${warranty} guarantee on our workmanship, on top of your consumer rights.`,
  },
];

export function HomePage() {
  const { siteInfo } = useSiteInfo();

  return (
    <>
      <section className="hero">
        <Icon name="tyre" size={460} className="hero__art" />
        <div className="container hero__inner">
          <p className="hero__eyebrow">Truganina, Victoria</p>
          <h1 className="hero__title">
            Expert car care, <span className="hero__accent">done right the first time.</span>
          </h1>
          <p className="hero__lead">
            Servicing, repairs, roadworthy certificates and diagnostics for every make and model, from a local team that
            explains the work before we start.
          </p>
          <div className="hero__actions">
            <Link to="/booking" className="btn btn--primary btn--large">
              <Icon name="calendar" size={20} />
              Book Your Appointment
            </Link>
            <Link to="/services" className="btn btn--outline-light btn--large">
              Explore our services
            </Link>
          </div>
          <ul className="hero__highlights">
            {HIGHLIGHTS.map((text) => (
              <li key={text}>
                <Icon name="shield" size={20} />
                {text}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <PageSection id="services-heading" title="What can we help you with?" intro="Choose a service to start your booking; we will confirm the details with you.">
        <ul className="card-grid service-grid">
          {siteInfo
            ? siteInfo.serviceTypes.map((service) => (
                <li key={service}>
                  <Link to={`/booking?service=${encodeURIComponent(service)}`} className="service-tile">
                    <span className="icon-tile service-tile__icon">
                      <ServiceIcon service={service} />
                    </span>
                    <span className="service-tile__name">{service}</span>
                    <Icon name="arrowRight" size={18} className="service-tile__arrow" />
                  </Link>
                </li>
              ))
            : Array.from({ length: 10 }, (_, i) => (
                <li key={i} aria-hidden="true">
                  <span className="service-tile service-tile--skeleton" />
                </li>
              ))}
        </ul>
      </PageSection>

      <PageSection id="why-heading" title="Why drivers in Truganina choose us" intro="A local, independent workshop since 2020, with the know-how of over 15 years in the trade." muted>
        <FeatureCards cards={reasons(siteWarranty(siteInfo))} />
        <p className="reasons__more">
          <Link to="/about">
            More about us
            <Icon name="arrowRight" size={18} />
          </Link>
        </p>
      </PageSection>

      <CtaBand id="cta-heading" title="Ready when you are." text="Pick a day and time that suits you, and we will have your car back on the road quickly.">
        <Link to="/booking" className="btn btn--primary btn--large">
          Request a booking
          <Icon name="arrowRight" size={20} />
        </Link>
      </CtaBand>
    </>
  );
}
