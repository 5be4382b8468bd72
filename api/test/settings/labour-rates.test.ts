/**
 * The labour rates setting: "Standard labour" at $150.00 an hour until an owner saves rates; a
 * save replaces the list (ids kept, new ones given), exactly one default; checked, audited, and
 * the same over REST and GraphQL.
 */
import { describe, expect, it } from 'vitest';
import { withAdminServer, type Admin } from '../admin-session.js';

let admin: Admin;
withAdminServer((_server, signedIn) => (admin = signedIn), { smtp: false });

const PATH = '/api/admin/settings/labour-rates';

describe('labour rates', () => {
  it('answers the built-in rate on a fresh workshop', async () => {
    const res = await admin.rest('GET', PATH);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([{ id: 'standard', name: 'Standard labour', hourlyRate: 150, isDefault: true }]);
    const gql = await admin.gql('{ labourRates { id name hourlyRateCents isDefault } }');
    expect(gql.data.labourRates).toEqual([{ id: 'standard', name: 'Standard labour', hourlyRateCents: 15000, isDefault: true }]);
  });

  it('saves the list: existing ids kept, new rates get ids, the default as marked; audited', async () => {
    const res = await admin.rest('PUT', PATH, [
      { id: 'standard', name: 'Standard labour', hourlyRate: 155 },
      { name: '  Diagnostic  ', hourlyRate: '180.50', isDefault: true },
      { id: 'made-up', name: 'Apprentice', hourlyRate: 0 },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [standard, diagnostic, apprentice] = res.body;
    expect(standard).toEqual({ id: 'standard', name: 'Standard labour', hourlyRate: 155, isDefault: false });
    expect(diagnostic).toMatchObject({ name: 'Diagnostic', hourlyRate: 180.5, isDefault: true });
    expect(apprentice).toMatchObject({ name: 'Apprentice', hourlyRate: 0, isDefault: false });
    // An id the workshop never had is not taken: the rate is new.
    expect(apprentice.id).not.toBe('made-up');
    expect(diagnostic.id).toMatch(/^[0-9a-f]{24}$/);
    expect((await admin.rest('GET', PATH)).body).toEqual(res.body);

    const [audited] = (await admin.rest('GET', '/api/admin/audit?action=settings.labour_rates_saved&limit=1')).body;
    expect(audited).toMatchObject({ entityId: 'labourRates', summary: 'Labour rates saved (3; default Diagnostic)' });
    expect(audited.changes).toEqual({
      'Standard labour': ['$150.00/h (default)', '$155.00/h'],
      Diagnostic: [null, '$180.50/h (default)'],
      Apprentice: [null, '$0.00/h'],
    });

    // GraphQL: the whole list again; none marked the default: the first.
    const gql = await admin.gql('mutation($input: LabourRatesInput!) { updateLabourRates(input: $input) { id name hourlyRateCents isDefault } }', {
      input: { rates: [{ id: diagnostic.id, name: 'Diagnostic', hourlyRate: 190 }, { id: 'standard', name: 'Standard labour', hourlyRate: 150 }] },
    });
    expect(gql.errors).toBeUndefined();
    expect(gql.data.updateLabourRates).toEqual([
      { id: diagnostic.id, name: 'Diagnostic', hourlyRateCents: 19000, isDefault: true },
      { id: 'standard', name: 'Standard labour', hourlyRateCents: 15000, isDefault: false },
    ]);
    // A labour line without a price now takes the default rate.
    const card = await admin.rest('POST', '/api/admin/jobcards', { customerName: 'Rate Check', customerEmail: 'rate@example.com', carRego: 'RATE1', customerPhone: '0412 345 678' });
    const saved = await admin.rest('PUT', `/api/admin/jobcards/${card.body._id}`, { finalItems: [{ kind: 'labour', description: 'Diagnosis', hours: 0.5 }] });
    expect(saved.body.finalItems[0]).toMatchObject({ kind: 'labour', hours: 0.5, estimateCost: 190, labourRateId: diagnostic.id });
  });

  it('refuses a bad list with a 400 saying what is wrong, and keeps the rates', async () => {
    const before = (await admin.rest('GET', PATH)).body;
    const refused = async (body: unknown) => {
      const res = await admin.rest('PUT', PATH, body);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      return res.body.message as string;
    };
    expect(await refused([])).toBe('Add at least one labour rate.');
    expect(await refused({ rates: 'many' })).toBe('rates must be a list of labour rates.');
    expect(await refused([{ name: '', hourlyRate: 100 }])).toBe('Rate 1: a name of 1 to 60 characters is required.');
    expect(await refused([{ name: 'x'.repeat(61), hourlyRate: 100 }])).toBe('Rate 1: a name of 1 to 60 characters is required.');
    expect(await refused([{ name: 'Standard', hourlyRate: 100 }, { name: 'standard', hourlyRate: 120 }])).toBe('Rate 2: there is already a rate named standard.');
    expect(await refused([{ name: 'Standard', hourlyRate: 10_000.01 }])).toBe('Rate 1: hourly rate must be at most $10,000.00.');
    expect(await refused([{ name: 'Standard', hourlyRate: -1 }])).toBe('Rate 1: hourly rate must not be negative.');
    expect(await refused([{ name: 'Standard', hourlyRate: 1.005 }])).toBe('Rate 1: hourly rate must have at most 2 decimals.');
    expect(await refused([{ name: 'A', hourlyRate: 1, isDefault: true }, { name: 'B', hourlyRate: 2, isDefault: true }])).toBe('Only one labour rate can be the default.');
    expect((await admin.rest('GET', PATH)).body).toEqual(before);
  });
});
