/**
 * The workshop's pricing basis: whether the prices staff enter include GST. A workshop setting
 * (most Australian workshops quote inclusive, so that is the default); each quote and invoice keeps
 * the basis it was made with.
 */
const DEFAULT_PRICES_INCLUDE_GST = true;

/** The basis of the workshop's profile, the default while it names none. */
export function workshopPricesIncludeGst(profile: object): boolean {
  const value = (profile as { pricesIncludeGst?: unknown }).pricesIncludeGst;
  return typeof value === 'boolean' ? value : DEFAULT_PRICES_INCLUDE_GST;
}
