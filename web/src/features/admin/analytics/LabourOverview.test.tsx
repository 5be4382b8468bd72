// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Figures } from './AnalyticsOverview';
import { LabourOverview } from './LabourOverview';

afterEach(cleanup);

type Labour = Figures['labourAnalytics'];

const figures = (labour: Labour) => ({ labourAnalytics: labour }) as unknown as Figures;

const JUNE: Labour = {
  labourHoursSold: 6.75,
  labourHoursClocked: 7.5,
  efficiency: 0.9,
  averageRepairOrderCents: 22100,
  carCount: 3,
  technicians: [
    { technicianId: 'a', name: 'Alice Jones', hoursSold: 4, hoursClocked: 4.5, efficiency: 0.889 },
    { technicianId: 'c', name: 'Carol Nguyen', hoursSold: 0, hoursClocked: 1, efficiency: 0 },
  ],
};

describe('LabourOverview', () => {
  it('shows hours sold and clocked, efficiency as a percent, the average repair order and the cars', () => {
    render(<LabourOverview figures={figures(JUNE)} />);
    expect(screen.getByRole('region', { name: 'Labour' })).toBeTruthy();
    expect(screen.getByTestId('figure-hours-sold').textContent).toBe('6.75');
    expect(screen.getByTestId('figure-hours-clocked').textContent).toBe('7.50');
    expect(screen.getByTestId('figure-efficiency').textContent).toBe('90.0%');
    expect(screen.getByTestId('figure-average-repair-order').textContent).toBe('$221.00');
    expect(screen.getByTestId('figure-cars').textContent).toBe('3');
  });

  it('lists each technician with sold, clocked and efficiency, and the hours sold without one', () => {
    render(<LabourOverview figures={figures(JUNE)} />);
    const table = screen.getByRole('table', { name: 'Labour by technician, by name' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['Alice Jones', '4.00', '4.50', '88.9%'],
      ['Carol Nguyen', '0.00', '1.00', '0.0%'],
    ]);
    // 6.75 sold, 4 of them by a technician.
    expect(screen.getByText('2.75 of the hours sold were on labour lines without a technician.')).toBeTruthy();
  });

  it('says so when nothing was clocked or sold, and shows no efficiency', () => {
    render(<LabourOverview figures={figures({ labourHoursSold: 0, labourHoursClocked: 0, efficiency: null, averageRepairOrderCents: 0, carCount: 0, technicians: [] })} />);
    expect(screen.getByText('No labour clocked or sold in this period.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByTestId('figure-efficiency').textContent).toBe('—');
    expect(screen.getByText('nothing clocked')).toBeTruthy();
  });
});
