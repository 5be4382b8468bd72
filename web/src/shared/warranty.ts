/** The workshop's warranty on its work, as the business settings give it and the invoices state it. */

/** "12 months or 20,000 km", or "12 months" with no distance limit; with `whicheverFirst`, ", whichever comes first" after a distance. */
export function warrantyPeriod(months: number, km: number, whicheverFirst = false): string {
  const period = `${months} ${months === 1 ? 'month' : 'months'}`;
  return km > 0 ? `${period} or ${km.toLocaleString('en-AU')} km${whicheverFirst ? ', whichever comes first' : ''}` : period;
}

/** The period of a page's site info, or the usual 12 months or 20,000 km while it is not known. */
export function siteWarranty(site: { warrantyMonths?: number; warrantyKm?: number } | undefined, whicheverFirst = false): string {
  return warrantyPeriod(site?.warrantyMonths ?? 12, site?.warrantyKm ?? 20_000, whicheverFirst);
}
