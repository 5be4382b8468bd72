// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { TermsContent } from './TermsContent';

afterEach(cleanup);

const SITE = { businessName: 'Truganina Auto Care', address: '7 Dohertys Road, Truganina VIC 3029', phone: '(03) 9000 1234', email: 'info@example.com', abn: '', quoteValidityDays: 14, paymentTermsDays: 0 };

describe('the terms page’s warranty', () => {
  it('states the period the invoices state, from the workshop’s settings', () => {
    render(
      <MemoryRouter>
        <TermsContent site={{ ...SITE, warrantyMonths: 24, warrantyKm: 40000 }} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('region', { name: /Parts and warranty/ }).textContent).toContain('warranted against defects for 24 months or 40,000 km, whichever comes first, from the date of your invoice');
  });

  it('says months alone when there is no distance limit', () => {
    render(
      <MemoryRouter>
        <TermsContent site={{ ...SITE, warrantyMonths: 12, warrantyKm: 0 }} />
      </MemoryRouter>,
    );
    expect(document.body.textContent).toContain('warranted against defects for 12 months, from the date of your invoice');
  });
});
