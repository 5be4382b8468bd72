/** Contact (placeholder until the contact form and map arrive): how to reach the workshop. */
import { PageHero } from '../../components/PageHero';
import { Icon } from '../../components/Icon';
import { useDocumentTitle } from '../../shared/use-document-title';
import { useSiteInfo } from '../../shared/use-site-info';

export function ContactPage() {
  const { siteInfo, businessName } = useSiteInfo();
  useDocumentTitle('Contact Us', businessName);
  return (
    <>
      <PageHero title="Contact Us">Call, email or drop in: we are happy to help with any question about your car.</PageHero>
      <div className="container page">
        {siteInfo && (
          <ul className="contact-list">
            <li>
              <Icon name="pin" size={20} />
              {siteInfo.address}
            </li>
            <li>
              <Icon name="phone" size={20} />
              <a href={`tel:${siteInfo.phone.replace(/[^\d+]/g, '')}`}>{siteInfo.phone}</a>
            </li>
            <li>
              <Icon name="mail" size={20} />
              <a href={`mailto:${siteInfo.email}`}>{siteInfo.email}</a>
            </li>
          </ul>
        )}
      </div>
    </>
  );
}
