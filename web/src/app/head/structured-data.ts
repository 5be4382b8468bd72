/** The schema.org AutoRepair description of the workshop (JSON-LD on home and contact). */
import type { SiteInfo } from '../../shared/use-site-info';

/** What each bookable service is called to search engines (the catch-all 'Other' is left out). */
const OFFERED = (services: readonly string[]) => services.filter((s) => s !== 'Other');

export interface PostalAddress {
  '@type': 'PostalAddress';
  streetAddress: string;
  addressLocality: string;
  addressRegion: string;
  postalCode: string;
  addressCountry: 'AU';
}

const STATES = 'VIC|NSW|QLD|SA|WA|TAS|NT|ACT';

/** '12 Industrial Drive, Truganina VIC 3029' → its parts; anything unparsed stays the street address. */
export function postalAddressOf(address: string): PostalAddress {
  const match = new RegExp(`^(.*?),\\s*([^,]+?)\\s+(${STATES})\\s+(\\d{4})\\s*(?:,\\s*Australia)?$`, 'i').exec(address.trim());
  if (match) {
    return {
      '@type': 'PostalAddress',
      streetAddress: match[1].trim(),
      addressLocality: match[2].trim(),
      addressRegion: match[3].toUpperCase(),
      postalCode: match[4],
      addressCountry: 'AU',
    };
  }
  return {
    '@type': 'PostalAddress',
    streetAddress: address.trim(),
    addressLocality: 'Truganina',
    addressRegion: 'VIC',
    postalCode: '3029',
    addressCountry: 'AU',
  };
}

export function autoRepairOf(site: SiteInfo): Record<string, unknown> {
  const url = `${site.publicUrl}/`;
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoRepair',
    '@id': `${url}#business`,
    name: site.businessName,
    url,
    telephone: site.phone,
    email: site.email,
    address: postalAddressOf(site.address),
    geo: { '@type': 'GeoCoordinates', latitude: site.latitude, longitude: site.longitude },
    areaServed: ['Truganina', 'Tarneit', 'Hoppers Crossing', 'Point Cook', 'Werribee', 'Melbourne West'],
    foundingDate: '2020',
    priceRange: '$$',
    currenciesAccepted: 'AUD',
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '17:30',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Saturday', opens: '09:00', closes: '13:00' },
    ],
    ...(site.socialUrl || site.mapsUrl ? { sameAs: [site.socialUrl, site.mapsUrl].filter(Boolean) } : {}),
    ...(site.abn ? { taxID: site.abn } : {}),
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: 'Automotive services',
      itemListElement: OFFERED(site.serviceTypes).map((service) => ({
        '@type': 'Offer',
        itemOffered: { '@type': 'Service', name: service },
      })),
    },
  };
}
