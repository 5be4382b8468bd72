/** The side card of the legal pages: who to ask, and the other legal page. */
import { Link } from 'react-router';
import { Icon } from '../../components/Icon';
import { telHref, type SiteInfo } from '../../shared/use-site-info';

export function LegalAside({ site, other }: { site: SiteInfo | undefined; other: 'privacy' | 'terms' }) {
  return (
    <aside className="legal-page__aside card card--muted" aria-labelledby="legal-questions">
      <h2 id="legal-questions" className="card__title">
        <Icon name="shield" size={20} />
        Questions?
      </h2>
      <p>We are happy to explain anything on this page before you book or leave your vehicle with us.</p>
      {site && (
        <ul className="contact-list contact-list--compact">
          <li>
            <Icon name="phone" size={18} />
            <a href={telHref(site.phone)}>{site.phone}</a>
          </li>
          <li>
            <Icon name="mail" size={18} />
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </li>
        </ul>
      )}
      <p className="card__footnote">
        {other === 'privacy' ? (
          <>
            See also our <Link to="/privacy-policy">Privacy Policy</Link>.
          </>
        ) : (
          <>
            See also our <Link to="/terms-of-service">Terms &amp; Conditions</Link>.
          </>
        )}
      </p>
    </aside>
  );
}
