/** The signed-in owner made a Licensed Vehicle Tester (their tester number on their account), as a roadworthy result needs. */
import { expect } from 'vitest';
import type { Admin } from '../admin-session.js';

export async function becomeTester(admin: Admin, testerNumber = 'LVT 40123'): Promise<void> {
  const { sub } = await admin.session();
  const res = await admin.rest('PUT', `/api/admin/team/${sub}/tester-number`, { testerNumber });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}
