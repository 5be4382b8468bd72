/**
 * A vehicle's rego, normalised once for every feature (vehicles, job cards, invoices): as printed
 * (tidied) and as matched (the key the filters and the vehicle history compare).
 */

/** The rego as typed, tidied: upper case, single spaces. */
export function tidyRego(rego: string): string {
  return rego.trim().replace(/\s+/g, ' ').toUpperCase();
}

/** What the rego filters and the vehicle history compare: upper case without any spaces. */
export function regoKey(rego: string): string {
  return rego.replace(/\s+/g, '').toUpperCase();
}
