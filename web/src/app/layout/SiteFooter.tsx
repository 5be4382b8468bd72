/** Footer of every public page: tagline, social and maps links, contact details, hours and legal links. */
import { Link } from 'react-router';
import { Icon, type IconName } from '../../components/Icon';
import { Logo } from '../../components/Logo';
import { telHref, type SiteInfo } from '../../shared/use-site-info';
import './site-footer.css';

interface SiteFooterProps {
  businessName: string;
  siteInfo: SiteInfo | undefined;
}

/** The footer's own links to the site's pages. */
const EXPLORE: ReadonlyArray<[string, string]> = [
  ['/services', 'Services'],
  ['/about', 'About Us'],
  ['/contact', 'Contact'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/terms-of-service', 'Terms & Conditions'],
];

/** The links that open another site in a new tab: the workshop's social page and its map. */
function outsideLinks(siteInfo: SiteInfo): Array<{ href: string; icon: IconName; text: string }> {
  return [
    { href: siteInfo.socialUrl, icon: 'share', text: 'Follow us on social media' },
    { href: siteInfo.mapsUrl, icon: 'pin', text: 'Find us on Google Maps' },
  ];
}

export function SiteFooter({ businessName, siteInfo }: SiteFooterProps) {
  const address = siteInfo?.address ?? 'Truganina, Victoria';
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <div className="site-footer__name">
            <Logo size={36} />
            <span>{businessName}</span>
          </div>
          <p className="site-footer__tagline">Your trusted partner in automotive care.</p>
          {siteInfo && (
            <ul className="site-footer__social">
              {outsideLinks(siteInfo).map(({ href, icon, text }) => (
                <li key={icon}>
                  <a href={href} target="_blank" rel="noopener noreferrer">
                    <Icon name={icon} size={18} />
                    {text}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>

        <div>
          <h2 id="footer-contact" className="site-footer__heading">
            Contact
          </h2>
          <address className="site-footer__contact">
            <span>
              <Icon name="pin" size={18} />
              {address}
            </span>
            {siteInfo && (
              <>
                <a href={telHref(siteInfo.phone)}>
                  <Icon name="phone" size={18} />
                  {siteInfo.phone}
                </a>
                <a href={`mailto:${siteInfo.email}`}>
                  <Icon name="mail" size={18} />
                  {siteInfo.email}
                </a>
              </>
            )}
          </address>
        </div>

        <div>
          <h2 id="footer-hours" className="site-footer__heading">
            Opening hours
          </h2>
          <dl className="site-footer__hours">
            {siteInfo?.openingHours.map((row) => (
              <div key={row.days}>
                <dt>{row.days}</dt>
                <dd>{row.hours}</dd>
              </div>
            ))}
          </dl>
        </div>

        <nav aria-labelledby="footer-explore" className="site-footer__nav">
          <h2 id="footer-explore" className="site-footer__heading">
            Explore
          </h2>
          <ul>
            {EXPLORE.map(([to, text]) => (
              <li key={to}>
                <Link to={to}>{text}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="site-footer__legal container">
        <p suppressHydrationWarning>
          © {new Date().getFullYear()} {businessName}. All rights reserved.
          {siteInfo?.abn ? ` ABN ${siteInfo.abn}.` : ''}
        </p>
        <p>Truganina, Victoria, Australia</p>
      </div>
    </footer>
  );
}
