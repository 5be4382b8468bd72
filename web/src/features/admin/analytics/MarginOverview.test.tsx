// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Figures } from './AnalyticsOverview';
import { MarginOverview } from './MarginOverview';

afterEach(cleanup);

const JUNE_MARGIN: Figures['marginAnalytics'] = {
  revenueExGstCents: 108883,
  partsSalesCents: 31520,
  partsCostCents: 13702,
  labourSalesCents: 71363,
  labourCostCents: 30063,
  otherSalesCents: 6000,
  grossProfitCents: 65118,
  grossMarginPercent: 59.8,
};

const figures = (margin: Figures['marginAnalytics'], technicians: Figures['marginByTechnician']['technicians']) =>
  ({ marginAnalytics: margin, marginByTechnician: { technicians } }) as unknown as Figures;

describe('MarginOverview', () => {
  it('shows parts and labour sales and cost, the gross profit and the margin', () => {
    render(<MarginOverview figures={figures(JUNE_MARGIN, [])} />);
    expect(screen.getByRole('region', { name: 'Margin' })).toBeTruthy();
    expect(screen.getByTestId('figure-parts-sales').textContent).toBe('$315.20');
    expect(screen.getByTestId('figure-parts-cost').textContent).toBe('$137.02');
    expect(screen.getByTestId('figure-labour-sales').textContent).toBe('$713.63');
    expect(screen.getByTestId('figure-labour-cost').textContent).toBe('$300.63');
    expect(screen.getByTestId('figure-gross-profit').textContent).toBe('$651.18');
    expect(screen.getByTestId('figure-gross-margin').textContent).toBe('59.8%');
    expect(screen.getByText('Sundries less discounts: $60.00. Labour lines without a technician count in the figures above, not in the table.')).toBeTruthy();
  });

  it('lists each technician’s labour sold, cost and gross profit (those with neither left out)', () => {
    render(
      <MarginOverview
        figures={figures(JUNE_MARGIN, [
          { technicianId: 'a', name: 'Alice Jones', labourSalesCents: 41363, labourCostCents: 17063, grossProfitCents: 24300 },
          { technicianId: 'b', name: 'Bob Smith', labourSalesCents: 18000, labourCostCents: 9000, grossProfitCents: 9000 },
          { technicianId: 'c', name: 'Carol Nguyen', labourSalesCents: 0, labourCostCents: 0, grossProfitCents: 0 },
        ])}
      />,
    );
    const table = screen.getByRole('table', { name: 'Gross profit by technician, by name' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['Alice Jones', '$413.63', '$170.63', '$243.00'],
      ['Bob Smith', '$180.00', '$90.00', '$90.00'],
    ]);
  });

  it('shows no margin percent without revenue, and says when no technician has labour', () => {
    const none = { revenueExGstCents: 0, partsSalesCents: 0, partsCostCents: 0, labourSalesCents: 0, labourCostCents: 0, otherSalesCents: 0, grossProfitCents: 0, grossMarginPercent: null };
    render(<MarginOverview figures={figures(none, [])} />);
    expect(screen.getByTestId('figure-gross-margin').textContent).toBe('—');
    expect(screen.getByText('no revenue')).toBeTruthy();
    expect(screen.getByText('No labour sold or costed on this period’s invoices.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
