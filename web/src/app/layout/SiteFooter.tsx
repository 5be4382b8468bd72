/** Footer of every public page: tagline, social and maps links, contact details, hours and legal links. */
import { Link } from 'react-router';
import { Icon } from '../../components/Icon';
import { Logo } from '../../components/Logo';
import { telHref, type SiteInfo } from '../../shared/use-site-info';
import './site-footer.css';

interface SiteFooterProps {
  businessName: string;
  siteInfo: SiteInfo | undefined;
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
              <li>
                <a href={siteInfo.socialUrl} target="_blank" rel="noopener noreferrer">
                  <Icon name="share" size={18} />
                  Follow us on social media
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
              <li>
                <a href={siteInfo.mapsUrl} target="_blank" rel="noopener noreferrer">
                  <Icon name="pin" size={18} />
                  Find us on Google Maps
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
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
            <li>
              <Link to="/services">Services</Link>
            </li>
            <li>
              <Link to="/about">About Us</Link>
            </li>
            <li>
              <Link to="/contact">Contact</Link>
            </li>
            <li>
              <Link to="/privacy-policy">Privacy Policy</Link>
            </li>
            <li>
              <Link to="/terms-of-service">Terms &amp; Conditions</Link>
            </li>
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
