/**
 * The business details a workshop saves before its first invoice (ABN, address, bank account), as
 * environment values: a test server started with these can complete jobs; one without is refused
 * (409 naming what is missing) until the owner saves them.
 */
export const CONFIGURED_WORKSHOP: Record<string, string> = {
  BUSINESS_ABN: '51 824 753 556',
  BUSINESS_ADDRESS: '7 Dohertys Road, Truganina VIC 3029',
  BANK_ACCOUNT_NAME: 'Truganina Auto Care Pty Ltd',
  BANK_BSB: '063 000',
  BANK_ACCOUNT_NUMBER: '1234 5678',
};
