/** Job card test data: cards created through the real REST call. */
import { expect } from 'vitest';
import type { asAdmin } from './admin-session.js';

type Admin = ReturnType<typeof asAdmin>;
let n = 0;

export function cardRequest(overrides: Record<string, unknown> = {}) {
  n++;
  return {
    customerName: `Customer ${n}`,
    customerEmail: `customer${n}@example.com`,
    carRego: `ABC${100 + n}`,
    customerPhone: '0412 345 678',
    customerComplaint: 'Grinding noise when braking.',
    ...overrides,
  };
}

/** Creates a card and answers its JSON. */
export async function createCard(admin: Admin, overrides: Record<string, unknown> = {}) {
  const res = await admin.rest('POST', '/api/admin/jobcards', cardRequest(overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { _id: string; revision: number; customerName: string; [k: string]: any };
}

export const lines = [
  { description: 'Front brake pads', quantity: 1, estimateCost: 129.95 },
  { description: 'Labour', quantity: 1.5, estimateCost: '110.00' },
];
