/**
 * /services: what the workshop does. The three most-booked services are large cards with a
 * 'Book Now' button that opens the booking form with that service chosen; the rest are plain cards.
 * A service the workshop does not offer (its settings) is not shown.
 */
import { Link } from 'react-router';
import { CtaBand } from '../../components/CtaBand';
import { Icon } from '../../components/Icon';
import { PageHero } from '../../components/PageHero';
import { ServiceIcon } from '../../components/ServiceIcon';
import { useSiteInfo } from '../../shared/use-site-info';
import { SERVICES, type ServiceDescription } from './services-catalogue';
import { PageSection } from '../../components/PageSection';
import './services.css';

function bookingLink(service: ServiceDescription, serviceTypes: readonly string[] | undefined): string {
  // Only a name the booking form knows is passed on; otherwise the form starts with no service chosen.
  const known = !serviceTypes || serviceTypes.includes(service.bookAs);
  return known ? `/booking?service=${encodeURIComponent(service.bookAs)}` : '/booking';
}

export function ServicesPage() {
  const { siteInfo } = useSiteInfo();
  // Only the services the workshop offers (its settings); all of them until the site's details have come.
  const offered = SERVICES.filter((s) => !siteInfo || siteInfo.serviceTypes.includes(s.bookAs));
  const highlighted = offered.filter((s) => s.highlighted);
  const others = offered.filter((s) => !s.highlighted);

  return (
    <>
      <PageHero title="Our Services" eyebrow="What we do">
        From roadworthy certificates to engine diagnostics, we look after every part of your car, for every make and model.
      </PageHero>

      {highlighted.length > 0 && (
      <PageSection id="popular-heading" title="Most requested" intro="Book online in a couple of minutes; we confirm the time with you.">
        <ul className="feature-services">
          {highlighted.map((service) => (
            <li key={service.id} id={service.id} className="feature-service">
              <span className="icon-tile feature-service__icon">
                <ServiceIcon service={service.bookAs} size={32} />
              </span>
              <h3 id={`${service.id}-title`}>{service.title}</h3>
              <p>{service.summary}</p>
              <ul className="tick-list">
                {service.points.map((point) => (
                  <li key={point}>
                    <Icon name="check" size={18} />
                    {point}
                  </li>
                ))}
              </ul>
              <Link
                to={bookingLink(service, siteInfo?.serviceTypes)}
                className="btn btn--primary feature-service__book"
                aria-describedby={`${service.id}-title`}
              >
                <Icon name="calendar" size={18} />
                Book Now
              </Link>
            </li>
          ))}
        </ul>
      </PageSection>
      )}

      {others.length > 0 && (
      <PageSection id="more-heading" title="Servicing and repairs" intro="Everything else your car needs to stay safe, reliable and under warranty." muted>
        <ul className="card-grid">
          {others.map((service) => (
            <li key={service.id} id={service.id} className="service-card">
              <div className="service-card__head">
                <span className="icon-tile service-card__icon">
                  <ServiceIcon service={service.bookAs} size={24} />
                </span>
                <h3>{service.title}</h3>
              </div>
              <p>{service.summary}</p>
              <ul className="tick-list tick-list--compact">
                {service.points.map((point) => (
                  <li key={point}>
                    <Icon name="check" size={16} />
                    {point}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </PageSection>
      )}

      <CtaBand
        id="services-contact-heading"
        title="Not sure what your car needs?"
        text="Tell us what you have noticed and we will point you in the right direction, with no obligation."
      >
        <Link to="/contact" className="btn btn--primary btn--large">
          <Icon name="mail" size={20} />
          Contact Us Now
        </Link>
      </CtaBand>
    </>
  );
}
