/** The workshop's email, phone and address as the legal texts list them under "contact us". */
import { telHref, type SiteInfo } from '../../shared/use-site-info';

interface LegalContactListProps {
  site: Pick<SiteInfo, 'address' | 'phone' | 'email'>;
  /** How the address line is introduced ("Address", "Post or in person"). */
  addressLabel: string;
}

export function LegalContactList({ site, addressLabel }: LegalContactListProps) {
  return (
    <ul className="legal__contact">
      <li>
        Email: <a href={`mailto:${site.email}`}>{site.email}</a>
      </li>
      <li>
        Phone: <a href={telHref(site.phone)}>{site.phone}</a>
      </li>
      <li>
        {addressLabel}: {site.address}
      </li>
    </ul>
  );
}
