/**
 * A workshop whose business details are complete enough to issue an invoice (ABN, address, bank
 * account): journeys that complete a job make sure of it first, keeping whatever is saved already,
 * and put the details back as they were when done (later journeys see the workshop as it was).
 */
import { expect, type APIRequestContext } from '@playwright/test';

export async function ensureBusinessDetails(request: APIRequestContext, token: string): Promise<() => Promise<void>> {
  const headers = { authorization: `Bearer ${token}` };
  const got = await request.get('/api/admin/settings', { headers });
  expect(got.status(), await got.text()).toBe(200);
  const { business } = (await got.json()) as { business: Record<string, unknown> };
  const missing = !business.abn || !business.address || !business.bankAccountName || !business.bsb || !business.accountNumber;
  if (!missing) return async () => undefined;
  const { savedAt: _savedAt, savedBy: _savedBy, ...saved } = business;
  const restore = async () => {
    const back = await request.put('/api/admin/settings/business', { headers, data: saved });
    expect(back.status(), await back.text()).toBe(200);
  };
  const put = await request.put('/api/admin/settings/business', {
    headers,
    data: {
      ...saved,
      abn: business.abn || '51 824 753 556',
      gstRegistered: true,
      address: business.address || '7 Dohertys Road, Truganina VIC 3029',
      bankAccountName: business.bankAccountName || 'Truganina Auto Care Pty Ltd',
      bsb: business.bsb || '063 000',
      accountNumber: business.accountNumber || '1234 5678',
    },
  });
  expect(put.status(), await put.text()).toBe(200);
  return restore;
}

/** The workshop's pricing basis (a setting): journeys that check amounts set it first. */
export async function setPricesIncludeGst(request: APIRequestContext, token: string, value: boolean): Promise<void> {
  const res = await request.put('/api/admin/settings/pricing', { headers: { authorization: `Bearer ${token}` }, data: { pricesIncludeGst: value } });
  expect(res.status(), await res.text()).toBe(200);
}
