/** /privacy-policy: how the workshop handles personal information. */
import { PageHero } from '../../components/PageHero';
import { useSiteInfo } from '../../shared/use-site-info';
import { LegalAside } from './LegalAside';
import PrivacyPolicyContent from './PrivacyPolicyContent';

export function PrivacyPolicyPage() {
  const { siteInfo } = useSiteInfo();
  return (
    <>
      <PageHero title="Privacy Policy" eyebrow="Your information">
        We collect only the details needed to look after you and your vehicle, keep them safe, and never sell them.
      </PageHero>
      <div className="container page legal-page">
        <PrivacyPolicyContent site={siteInfo} />
        <LegalAside site={siteInfo} other="terms" />
      </div>
    </>
  );
}
