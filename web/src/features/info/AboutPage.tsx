/** About (placeholder until the full about page). */
import { Link } from 'react-router';
import { PageHero } from '../../components/PageHero';
import { useDocumentTitle } from '../../shared/use-document-title';
import { useSiteInfo } from '../../shared/use-site-info';

export function AboutPage() {
  const { businessName } = useSiteInfo();
  useDocumentTitle('About Us', businessName);
  return (
    <>
      <PageHero title="About Us">
        {businessName} opened in Truganina in 2020, led by a founder with over 15 years of experience in the trade.
      </PageHero>
      <div className="container page">
        <p className="button-row">
          <Link to="/services" className="btn btn--primary">
            See our services
          </Link>
          <Link to="/contact" className="btn btn--ghost">
            Get in touch
          </Link>
        </p>
      </div>
    </>
  );
}
