/** Privacy policy (placeholder until the full text). */
import { PageHero } from '../../components/PageHero';
import { useDocumentTitle } from '../../shared/use-document-title';
import { useSiteInfo } from '../../shared/use-site-info';

export function PrivacyPolicyPage() {
  const { businessName } = useSiteInfo();
  useDocumentTitle('Privacy Policy', businessName);
  return (
    <>
      <PageHero title="Privacy Policy" eyebrow="Last updated: 21 August 2025">
        We collect only the details needed to look after your vehicle and your booking, and never sell them.
      </PageHero>
      <div className="container page">
        <p className="lead">Questions about how we handle your details? Ask us at any time on the phone or by email.</p>
      </div>
    </>
  );
}
