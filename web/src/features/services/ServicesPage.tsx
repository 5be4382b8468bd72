/** Services (placeholder until the full services page): what the workshop does, and the way to book. */
import { Link } from 'react-router';
import { PageHero } from '../../components/PageHero';
import { ServiceIcon } from '../../components/ServiceIcon';
import { useDocumentTitle } from '../../shared/use-document-title';
import { useSiteInfo } from '../../shared/use-site-info';

export function ServicesPage() {
  const { siteInfo, businessName } = useSiteInfo();
  useDocumentTitle('Our Services', businessName);
  return (
    <>
      <PageHero title="Our Services">From roadworthy certificates to engine diagnostics, we look after every part of your car.</PageHero>
      <div className="container page">
        <ul className="chip-list">
          {siteInfo?.serviceTypes
            .filter((service) => service !== 'Other')
            .map((service) => (
              <li key={service} className="chip">
                <ServiceIcon service={service} size={20} />
                {service}
              </li>
            ))}
        </ul>
        <p className="button-row">
          <Link to="/booking" className="btn btn--primary">
            Book a service
          </Link>
          <Link to="/contact" className="btn btn--ghost">
            Ask us a question
          </Link>
        </p>
      </div>
    </>
  );
}
