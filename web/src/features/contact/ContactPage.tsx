/** /contact: the workshop's details and hours, the message form, and a map. */
import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../components/Icon';
import { PageHero } from '../../components/PageHero';
import { useHydrated } from '../../shared/use-hydrated';
import { FALLBACK_BUSINESS_NAME, telHref, useSiteInfo } from '../../shared/use-site-info';
import { ContactForm } from './ContactForm';
import './contact.css';

function mapEmbedUrl(address: string): string {
  return `https://maps.google.com/maps?q=${encodeURIComponent(address)}&output=embed`;
}

/** One line of the workshop's details: its icon, its label, then what it says. */
function ContactDetail({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
  return (
    <li>
      <span className="icon-tile contact-details__icon">
        <Icon name={icon} size={20} />
      </span>
      <span>
        <span className="contact-details__label">{label}</span>
        {children}
      </span>
    </li>
  );
}

export default function ContactPage() {
  const { siteInfo } = useSiteInfo();
  const name = siteInfo?.businessName ?? FALLBACK_BUSINESS_NAME;
  // The map (a page of another site) loads once the page is the app's: the page paints without
  // waiting for it. Without JavaScript it is there from the start.
  const hydrated = useHydrated();
  return (
    <>
      <PageHero title="Contact Us" eyebrow="Get in touch">
        Call, email, drop in or send us a message: we are happy to help with any question about your car.
      </PageHero>

      <div className="container page split contact-layout">
        <section className="card contact-details" aria-labelledby="contact-details-heading">
          <h2 id="contact-details-heading" className="card__title">
            Visit us in Truganina, Victoria
          </h2>
          {siteInfo ? (
            <ul className="contact-details__list">
              <ContactDetail icon="pin" label="Address">
                <span>{siteInfo.address}</span>
                <a href={siteInfo.mapsUrl} target="_blank" rel="noopener noreferrer" className="contact-details__small">
                  Get directions<span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </ContactDetail>
              <ContactDetail icon="phone" label="Phone">
                <a href={telHref(siteInfo.phone)}>{siteInfo.phone}</a>
              </ContactDetail>
              <ContactDetail icon="mail" label="Email">
                <a href={`mailto:${siteInfo.email}`}>{siteInfo.email}</a>
              </ContactDetail>
            </ul>
          ) : (
            <p>Truganina, Victoria</p>
          )}

          <h3 className="contact-details__hours-title">
            <Icon name="clock" size={20} />
            Opening hours
          </h3>
          <dl className="hours-list">
            {(siteInfo?.openingHours ?? []).map((row) => (
              <div key={row.days}>
                <dt>{row.days}</dt>
                <dd>{row.hours}</dd>
              </div>
            ))}
          </dl>
          <p className="card__footnote">Closed on public holidays. Need your car back quickly? Call us first and we will do our best.</p>
        </section>

        <section className="card contact-message" aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading" className="card__title">
            Send us a message
          </h2>
          <p className="contact-message__intro">We usually reply within one business day.</p>
          <ContactForm />
        </section>
      </div>

      <section className="contact-map" aria-labelledby="contact-map-heading">
        <div className="container">
          <h2 id="contact-map-heading">Find us</h2>
          {siteInfo && (
            <div className="contact-map__frame">
              {hydrated ? <MapFrame name={name} address={siteInfo.address} /> : <noscript><MapFrame name={name} address={siteInfo.address} /></noscript>}
            </div>
          )}
        </div>
      </section>
    </>
  );
}

function MapFrame({ name, address }: { name: string; address: string }) {
  return <iframe title={`Map showing the location of ${name}, ${address}`} src={mapEmbedUrl(address)} loading="lazy" referrerPolicy="no-referrer-when-downgrade" />;
}
