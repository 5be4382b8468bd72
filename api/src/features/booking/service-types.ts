/** The services a customer can book, in the order the site shows them. */
export const SERVICE_TYPES = [
  'Roadworthy Certificate',
  'AC & Air Conditioning Repair',
  'Tyre Sales & Installation',
  'General Mechanical Repairs',
  'Logbook Servicing',
  'Battery Testing & Replacement',
  'Brake & Suspension Systems',
  'Engine Diagnostics & Tune-ups',
  'Pre-Purchase Inspections',
  'Other',
] as const;
