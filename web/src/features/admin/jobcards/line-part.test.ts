import { describe, expect, it } from 'vitest';
import type { AdminJobCardDetailFragment } from '../../../gql/graphql';
import { draftOf, itemsInput, mergeDrafts, sameDraft, updateInput, type Draft, type DraftItem } from './job-card-draft';

const CALIPER: DraftItem = { key: 'a', description: 'BC-200 Brake caliper', quantity: '1', unitPrice: '189.50', kind: 'PART', gstFree: false, labourRateId: null, technicianId: null, origin: null, partId: 'part-1' };

describe('a part line as it is saved', () => {
  it('names its part after edits', () => {
    const edited: DraftItem = { ...CALIPER, quantity: '2', description: 'Brake caliper (left)' };
    expect(itemsInput([edited])[0]).toMatchObject({ kind: 'PART', partId: 'part-1', quantity: 2, unitPrice: 189.5, description: 'Brake caliper (left)' });
  });

  it('names no part once it is another kind of line, nor does a line typed by hand', () => {
    const [sundry, typed] = itemsInput([{ ...CALIPER, kind: 'SUNDRY' }, { ...CALIPER, key: 'b', partId: undefined }]);
    expect(sundry.partId).toBeNull();
    expect(typed.partId).toBeNull();
  });

  it('keeps its part from the card as loaded to the autosave', () => {
    const card = {
      customerEmail: 'jane@example.com',
      customerPhone: null,
      vehicleMake: null,
      vehicleModel: null,
      vehicleYear: null,
      odometerKm: null,
      status: 'WORK_IN_PROGRESS',
      mechanicNotes: '',
      workshopNotes: '',
      finalItems: [{ description: 'BC-200 Brake caliper', quantity: 1, unitPriceCents: 18950, kind: 'PART', gstFree: false, labourRateId: null, technicianId: null, origin: null, partId: 'part-1' }],
    } as unknown as AdminJobCardDetailFragment;
    const draft = draftOf(card);
    expect(draft.items[0].partId).toBe('part-1');
    expect(updateInput(draft, 3).finalItems?.[0]).toMatchObject({ partId: 'part-1', unitPrice: 189.5 });
  });

  it('is another line when its part is another (a change made elsewhere is taken)', () => {
    const base: Draft = { customerEmail: '', customerPhone: '', vehicleMake: '', vehicleModel: '', vehicleYear: '', odometerKm: '', status: 'WORK_IN_PROGRESS', mechanicNotes: '', workshopNotes: '', items: [CALIPER] };
    const server: Draft = { ...base, items: [{ ...CALIPER, partId: 'part-2' }] };
    expect(sameDraft(base, server)).toBe(false);
    expect(mergeDrafts(base, base, server).merged.items[0].partId).toBe('part-2');
  });
});
