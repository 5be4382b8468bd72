// @vitest-environment happy-dom
import type { MockLink } from '@apollo/client/testing';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminJobCardLogbookDocument, AdminSaveLogbookServiceDocument, AdminStartLogbookServiceDocument } from '../../../gql/graphql';
import { renderAdmin } from '../render-admin';
import { JobCardLogbook } from './JobCardLogbook';

afterEach(cleanup);

const CARD = 'b'.repeat(24);
const item = (key: string, text: string, done: boolean | null = null, note = '') => ({ __typename: 'LogbookItemView' as const, key, text, done, note });

function logbook(extra: Record<string, unknown> = {}) {
  return {
    __typename: 'JobCardLogbook' as const,
    jobCardId: CARD,
    kind: 'logbook',
    scheduleName: 'Toyota Corolla',
    everyKm: 10000,
    everyMonths: 6,
    servicedOn: '2026-12-07',
    items: [item('item-1', 'Replace engine oil and filter'), item('item-2', 'Rotate tyres')],
    ...extra,
  };
}
const repair = { ...logbook(), kind: 'repair', scheduleName: null, everyKm: null, everyMonths: null, servicedOn: null, items: [] };

const loaded = (data: unknown): MockLink.MockedResponse => ({ request: { query: AdminJobCardLogbookDocument, variables: { jobCardId: CARD } }, result: { data: { jobCardLogbook: data } } });

describe('the job card’s logbook service panel', () => {
  it('offers a repair card to become a logbook service, then lists the schedule’s items', async () => {
    const user = userEvent.setup();
    renderAdmin(<JobCardLogbook jobCardId={CARD} />, {
      mocks: [loaded(repair), { request: { query: AdminStartLogbookServiceDocument, variables: { jobCardId: CARD } }, result: { data: { startLogbookService: logbook() } } }],
    });
    // A repair card's panel stays closed until opened.
    await screen.findByRole('button', { name: 'Make it a logbook service', hidden: true });
    await user.click(screen.getByRole('button', { name: 'Logbook service' }));
    await user.click(screen.getByRole('button', { name: 'Make it a logbook service' }));
    expect(await screen.findByRole('group', { name: 'Replace engine oil and filter' })).toBeTruthy();
    expect(screen.getByText(/Toyota Corolla: every 10,000 km or 6 months, whichever comes first\. 0 of 2 done/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Service record (PDF)' })).toBeTruthy();
  });

  it('records each item done or not with a labelled note, and saves them together', async () => {
    const user = userEvent.setup();
    const input = {
      items: [
        { key: 'item-1', done: true, note: 'Castrol 5W-30' },
        { key: 'item-2', done: false, note: '' },
      ],
    };
    const saved = logbook({ items: [item('item-1', 'Replace engine oil and filter', true, 'Castrol 5W-30'), item('item-2', 'Rotate tyres', false)] });
    renderAdmin(<JobCardLogbook jobCardId={CARD} />, {
      mocks: [loaded(logbook()), { request: { query: AdminSaveLogbookServiceDocument, variables: { jobCardId: CARD, input } }, result: { data: { saveLogbookService: saved } } }],
    });
    const oil = await screen.findByRole('group', { name: 'Replace engine oil and filter' });
    await user.click(within(oil).getByRole('radio', { name: 'Done' }));
    await user.type(within(oil).getByLabelText('Note on Replace engine oil and filter'), 'Castrol 5W-30');
    await user.click(within(screen.getByRole('group', { name: 'Rotate tyres' })).getByRole('radio', { name: 'Not done' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('1/2 done')).toBeTruthy();
    expect(within(await screen.findByRole('group', { name: 'Replace engine oil and filter' })).getByRole('radio', { name: 'Done' })).toHaveProperty('checked', true);
  });
});
