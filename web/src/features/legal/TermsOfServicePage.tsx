/** /terms-of-service: the terms of bookings and work. */
import { PageHero } from '../../components/PageHero';
import { useSiteInfo } from '../../shared/use-site-info';
import { LegalAside } from './LegalAside';
import { TermsContent } from './TermsContent';

export function TermsOfServicePage() {
  const { siteInfo } = useSiteInfo();
  return (
    <>
      <PageHero title="Terms & Conditions" eyebrow="Bookings and work">
        The fine print, in plain English: bookings, quotes, payment, collection and your rights.
      </PageHero>
      <div className="container page legal-page">
        <TermsContent site={siteInfo} />
        <LegalAside site={siteInfo} other="privacy" />
      </div>
    </>
  );
}
