/** Job card test data: cards created through the real REST call or the service, or seeded by SQL in bulk. */
import type { EntityManager } from '@mikro-orm/postgresql';
import { expect } from 'vitest';
import { CreateJobCardInput } from '../../src/features/jobcards/jobcard.inputs.js';
import type { asAdmin } from '../admin-session.js';
import type { TestServer } from '../harness.js';
import type { ServiceWorld } from '../service-harness.js';

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

/** Creates a card through the job cards service, as the createJobCard operation does (its signing email queued). */
export function createCardWith(world: ServiceWorld, overrides: Record<string, unknown> = {}) {
  return world.services.jobcards.create(world.em(), Object.assign(new CreateJobCardInput(), cardRequest(overrides)));
}

export const lines = [
  { description: 'Front brake pads', quantity: 1, estimateCost: 129.95 },
  { description: 'Labour', quantity: 1.5, estimateCost: '110.00' },
];

/**
 * Inserts `count` cards straight into the table (no mail): for list tests that need hundreds.
 * Card i (0-based) is named `${prefix} ${i}` and created i minutes after `start`, so the last is the newest.
 */
export async function seedCards(t: TestServer, count: number, options: { prefix: string; start: Date; status?: (i: number) => string }): Promise<void> {
  const em = t.app.db.orm.em.fork() as EntityManager;
  const statuses = Array.from({ length: count }, (_, i) => options.status?.(i) ?? 'Pending Diagnosis');
  await em.getConnection().execute(
    `INSERT INTO job_card (_id, customer_name, customer_email, car_rego, rego_key, status, created_at, terms_accepted, final_items, mechanic_notes, revision)
     SELECT substr(md5(random()::text || i::text), 1, 24), ? || ' ' || i, 'seed' || i || '@example.com', 'SEED ' || i, 'SEED' || i,
            (?::text[])[i + 1], ?::timestamptz + i * interval '1 minute', false, '[]'::jsonb, '', 1
     FROM generate_series(0, ? - 1) AS i`,
    [options.prefix, `{${statuses.map((s) => `"${s}"`).join(',')}}`, options.start.toISOString(), count],
  );
}
