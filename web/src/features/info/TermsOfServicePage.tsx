/** Terms & conditions (placeholder until the full text). */
import { PageHero } from '../../components/PageHero';
import { useDocumentTitle } from '../../shared/use-document-title';
import { useSiteInfo } from '../../shared/use-site-info';

export function TermsOfServicePage() {
  const { businessName } = useSiteInfo();
  useDocumentTitle('Terms & Conditions', businessName);
  return (
    <>
      <PageHero title="Terms & Conditions" eyebrow="Last updated: 21 August 2025">
        Please give us 24 hours' notice to cancel a booking; vehicles left more than 3 days after completion incur a daily
        storage fee.
      </PageHero>
      <div className="container page">
        <p className="lead">By booking with us you agree to these terms. Ask us if anything is unclear before work starts.</p>
      </div>
    </>
  );
}
