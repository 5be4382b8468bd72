/** The schema.org AutoRepair description of the workshop (JSON-LD on home and contact). */
import type { SiteInfo } from '../../shared/use-site-info';

/** What each bookable service is called to search engines (the catch-all 'Other' is left out). */
const OFFERED = (services: readonly string[]) => services.filter((s) => s !== 'Other');

interface PostalAddress {
  '@type': 'PostalAddress';
  streetAddress: string;
  addressLocality: string;
  addressRegion: string;
  postalCode: string;
  addressCountry: 'AU';
}

const STATES = 'VIC|NSW|QLD|SA|WA|TAS|NT|ACT';

/** '12 Industrial Drive, Truganina VIC 3029' → its parts; anything unparsed stays the street address. */
function postalAddressOf(address: string): PostalAddress {
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

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The workshop's hours as schema.org specifications: runs of weekdays (Monday first) with the same hours. */
function openingHoursOf(site: SiteInfo): Array<Record<string, unknown>> {
  const runs: Array<{ days: string[]; opens: string; closes: string }> = [];
  for (const weekday of [1, 2, 3, 4, 5, 6, 0]) {
    const day = site.weekHours?.find((d) => d.weekday === weekday);
    if (!day?.open || !day.close) continue;
    const last = runs.at(-1);
    const follows = last && DAY_NAMES.indexOf(last.days.at(-1)!) === (weekday + 6) % 7 && weekday !== 0;
    if (last && follows && last.opens === day.open && last.closes === day.close) last.days.push(DAY_NAMES[weekday]);
    else runs.push({ days: [DAY_NAMES[weekday]], opens: day.open, closes: day.close });
  }
  return runs.map((r) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: r.days.length === 1 ? r.days[0] : r.days, opens: r.opens, closes: r.closes }));
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
    openingHoursSpecification: openingHoursOf(site),
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
