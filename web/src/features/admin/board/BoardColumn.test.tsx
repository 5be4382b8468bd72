// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DndContext } from '@dnd-kit/core';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BoardStage } from '../../../gql/graphql';
import { BoardColumn } from './BoardColumn';
import { clockText, withMoves, type BoardCardData, type BoardColumnData } from './board-model';

afterEach(cleanup);

const CARD: BoardCardData = {
  jobCardId: 'a'.repeat(24),
  jobNumber: 'JC-000123',
  status: 'WORK_IN_PROGRESS',
  stage: 'IN_PROGRESS',
  carRego: 'ABC123',
  vehicleMake: 'Toyota',
  vehicleModel: 'Hilux',
  customerName: 'Alex Nguyen',
  technicians: [{ name: 'Sam Spanner', since: new Date(Date.now() - (42 * 60 + 7) * 1000).toISOString() }],
  waitingForPartsSince: null,
  readyNotifiedAt: null,
  createdAt: '2026-12-06T00:00:00.000Z',
};

function show(column: BoardColumnData, onMove = vi.fn()) {
  render(
    <MemoryRouter>
      <DndContext>
        <BoardColumn column={column} dragging={false} moving={new Map()} onMove={onMove} hintId="hint" />
      </DndContext>
    </MemoryRouter>,
  );
  return onMove;
}

describe('a column of the job board', () => {
  it('shows each card’s job number (a link to it), rego and car, customer, and who is on it with the running clock', () => {
    show({ stage: 'IN_PROGRESS', title: 'In progress', cards: [CARD] });
    const column = screen.getByRole('region', { name: /In progress/ });
    expect(within(column).getByText('1').getAttribute('aria-label')).toBe('1 job');
    const card = within(column).getByRole('article', { name: 'JC-000123, ABC123 Toyota Hilux, Alex Nguyen' });
    expect(within(card).getByRole('link', { name: 'JC-000123' }).getAttribute('href')).toBe(`/admin/jobcards/${CARD.jobCardId}`);
    expect(card.textContent).toContain('Alex Nguyen');
    expect(card.textContent).toContain('Sam Spanner');
    expect(within(card).getByText(/^42:0\d$/).getAttribute('title')).toBe('on for 42 minutes');
  });

  it('moves a card with its Move to… list, which offers every other column but Invoiced today', async () => {
    const user = userEvent.setup();
    const onMove = show({ stage: 'IN_PROGRESS', title: 'In progress', cards: [CARD] });
    const select = screen.getByLabelText('Move JC-000123 to');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Move to…', 'Booked in', 'Waiting for approval', 'Waiting for parts', 'Ready for pickup']);
    await user.selectOptions(select, 'Waiting for parts');
    expect(onMove).toHaveBeenCalledWith(CARD, 'WAITING_FOR_PARTS' satisfies BoardStage);
  });

  it('offers no move for a card invoiced today, and says when a column is empty', () => {
    show({ stage: 'INVOICED_TODAY', title: 'Invoiced today', cards: [{ ...CARD, status: 'INVOICED', stage: 'INVOICED_TODAY', technicians: [] }] });
    expect(screen.queryByLabelText('Move JC-000123 to')).toBeNull();
    expect(screen.getByText('Nobody clocked on')).toBeTruthy();
    cleanup();
    show({ stage: 'BOOKED_IN', title: 'Booked in', cards: [] });
    expect(screen.getByText('No jobs')).toBeTruthy();
  });
});

describe('the board’s model', () => {
  it('counts the clock in minutes and seconds under an hour, then hours and minutes', () => {
    const since = '2026-12-06T00:00:00.000Z';
    const at = (seconds: number) => Date.parse(since) + seconds * 1000;
    expect([clockText(since, at(65)), clockText(since, at(59 * 60 + 59)), clockText(since, at(3600 + 5 * 60 + 30)), clockText(since, at(-5))]).toEqual(['1:05', '59:59', '1:05', '0:00']);
  });

  it('shows a card being moved in its new column at once', () => {
    const columns: BoardColumnData[] = [
      { stage: 'IN_PROGRESS', title: 'In progress', cards: [CARD] },
      { stage: 'WAITING_FOR_PARTS', title: 'Waiting for parts', cards: [] },
    ];
    const shown = withMoves(columns, new Map([[CARD.jobCardId, 'WAITING_FOR_PARTS' as BoardStage]]));
    expect(shown.map((c) => c.cards.map((card) => card.stage))).toEqual([[], ['WAITING_FOR_PARTS']]);
  });
});
