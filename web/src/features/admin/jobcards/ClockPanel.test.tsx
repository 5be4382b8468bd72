// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminTimeEntryFragment } from '../../../gql/graphql';
import { NoticeProvider } from '../ui/Notices';
import { ClockPanel, type ClockPanelProps } from './ClockPanel';
import { CorrectTimeDialog } from './CorrectTimeDialog';
import { correctionProblems, formatMinutes, instantOfLocalInput, localInputValue } from './clock-times';

afterEach(cleanup);

const ME = { id: 'a'.repeat(24), name: 'Tess Tech' };
const KIM = { id: 'b'.repeat(24), name: 'Kim Wrench' };

function entry(overrides: Partial<AdminTimeEntryFragment> = {}): AdminTimeEntryFragment {
  return {
    id: 'c'.repeat(24),
    technicianId: ME.id,
    technicianName: ME.name,
    jobCardId: 'd'.repeat(24),
    startedAt: '2026-12-05T21:00:00.000Z',
    endedAt: '2026-12-05T22:35:00.000Z',
    minutes: 95,
    note: null,
    correctedAt: null,
    ...overrides,
  };
}

function panel(props: Partial<ClockPanelProps> = {}) {
  const calls = { onClockOn: vi.fn(), onClockOff: vi.fn(), onCorrect: vi.fn(), onFor: vi.fn() };
  render(<ClockPanel entries={[]} me={ME} office={false} technicians={[]} forId={ME.id} invoiced={false} busy={false} {...calls} {...props} />);
  return calls;
}

describe('the job card’s clock panel', () => {
  it('gives a technician one “Clock on” button, no one to pick and nothing to correct', async () => {
    const user = userEvent.setup();
    const calls = panel({ entries: [entry()] });
    expect(screen.getByText('You are not clocked on to this job.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your time on this job' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clock on' }));
    expect(calls.onClockOn).toHaveBeenCalledTimes(1);
    expect(screen.queryByLabelText('Clock for')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Correct/ })).toBeNull();
    const row = screen.getByRole('listitem');
    expect(within(row).getByText('Tess Tech')).toBeTruthy();
    expect(within(row).getByText('1 h 35 min')).toBeTruthy();
    expect(within(row).getByText('06/12/26, 8:00 AM – 9:35 AM')).toBeTruthy();
    expect(screen.getByText('1 h 35 min', { selector: 'strong' })).toBeTruthy();
  });

  it('shows the running time of the open entry and clocks off in one tap', async () => {
    const user = userEvent.setup();
    const startedAt = new Date(Date.now() - (62 * 60 + 5) * 1000).toISOString();
    const calls = panel({ entries: [entry({ startedAt, endedAt: null, minutes: null })] });
    const timers = screen.getAllByRole('timer');
    expect(timers[0].textContent).toMatch(/^1:02:0[5-9]$/);
    await user.click(screen.getByRole('button', { name: 'Clock off' }));
    expect(calls.onClockOff).toHaveBeenCalledTimes(1);
    expect(calls.onClockOn).not.toHaveBeenCalled();
  });

  it('lets an owner or adviser pick whom to clock for, and correct an entry', async () => {
    const user = userEvent.setup();
    const kims = entry({ id: 'e'.repeat(24), technicianId: KIM.id, technicianName: KIM.name, endedAt: null, minutes: null });
    const calls = panel({ office: true, technicians: [ME, KIM], forId: KIM.id, entries: [kims, entry()] });
    expect(screen.getByText(/Kim Wrench has been on this job since/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clock Kim Wrench off' })).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Clock for'), 'Me (Tess Tech)');
    expect(calls.onFor).toHaveBeenCalledWith(ME.id);
    await user.click(screen.getByRole('button', { name: 'Correct Tess Tech’s time from 06/12/2026, 8:00 AM' }));
    expect(calls.onCorrect).toHaveBeenCalledWith(expect.objectContaining({ technicianId: ME.id, minutes: 95 }));
  });

  it('offers no clock-on on an invoiced card', () => {
    panel({ invoiced: true });
    expect(screen.getByText('This job card is invoiced: time can no longer be clocked on to it.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Clock/ })).toBeNull();
    expect(screen.getByText('You have no time clocked on this job yet.')).toBeTruthy();
  });
});

describe('correcting time', () => {
  function dialog(onSave = vi.fn(() => Promise.resolve())) {
    const onClose = vi.fn();
    render(
      <NoticeProvider>
        <CorrectTimeDialog entry={entry({ note: 'Brakes' })} onClose={onClose} onSave={onSave} />
      </NoticeProvider>,
    );
    return { onSave, onClose };
  }

  it('says an end before the start under the end, and sends nothing', async () => {
    const user = userEvent.setup();
    const { onSave } = dialog();
    const end = screen.getByLabelText(/^End/);
    await user.clear(end);
    await user.type(end, '2026-12-06T07:30');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('End time must be after the start time.')).toBeTruthy();
    expect(end.getAttribute('aria-invalid')).toBe('true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sends the workshop’s wall-clock times as instants and closes', async () => {
    const user = userEvent.setup();
    const { onSave, onClose } = dialog();
    const start = screen.getByLabelText(/^Start/);
    expect((start as HTMLInputElement).value).toBe('2026-12-06T08:00');
    await user.clear(start);
    await user.type(start, '2026-12-06T07:45');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ startedAt: '2026-12-05T20:45:00.000Z', endedAt: '2026-12-05T22:35:00.000Z', note: 'Brakes' });
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});

describe('clock times', () => {
  it('reads and writes wall-clock times in the workshop’s zone, daylight saving included', () => {
    expect(instantOfLocalInput('2026-12-06T08:00')).toBe('2026-12-05T21:00:00.000Z');
    expect(instantOfLocalInput('2026-07-06T08:00')).toBe('2026-07-05T22:00:00.000Z');
    expect(instantOfLocalInput('2026-02-30T08:00')).toBeNull();
    expect(localInputValue('2026-07-05T22:00:00.000Z')).toBe('2026-07-06T08:00');
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(120)).toBe('2 h');
  });

  it('refuses a time in the future and a missing end of a closed entry', () => {
    const now = new Date('2026-12-06T00:00:00.000Z');
    expect(correctionProblems('2026-12-06T12:00', '', now, true)).toEqual({ startedAt: 'Start time cannot be in the future.' });
    expect(correctionProblems('2026-12-06T08:00', '', now, false)).toEqual({ endedAt: 'End time is required.' });
    expect(correctionProblems('2026-12-06T08:00', '2026-12-06T09:00', now, false)).toEqual({});
  });
});
