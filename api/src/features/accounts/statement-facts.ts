/** What a statement's PDF and email say of a customer and their month, and the first working day statements go on. */
import { formatAbn } from '../../shared/abn.js';
import { addDays, weekday } from '../../shared/time.js';
import { victorianHoliday } from '../../shared/vic-holidays.js';
import type { StatementFacts } from '../documents/document-issuer.service.js';
import type { StatementFigures } from './statement-figures.js';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "2026-11" → "November 2026" */
export function monthLabel(month: string): string {
  return `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
}

/** The customer as a statement bills them. */
export interface StatementCustomer {
  _id: string;
  name: string;
  email?: string | null;
  company?: string | null;
  abn?: string | null;
  accountTermsDays?: number | null;
  accountTermsEndOfMonth: boolean;
}

/** "30 days end of month", "14 days", "Due on the invoice date"; null without account terms. */
function termsLabel(c: Pick<StatementCustomer, 'accountTermsDays' | 'accountTermsEndOfMonth'>): string | null {
  if (c.accountTermsDays == null) return null;
  if (c.accountTermsDays === 0 && !c.accountTermsEndOfMonth) return 'Due on the invoice date';
  return `${c.accountTermsDays} days${c.accountTermsEndOfMonth ? ' end of month' : ''}`;
}

export function statementFactsOf(customer: StatementCustomer, figures: StatementFigures): StatementFacts {
  return {
    monthLabel: monthLabel(figures.month),
    from: figures.from,
    to: figures.to,
    billTo: {
      name: customer.company || customer.name,
      contact: customer.company ? customer.name : null,
      email: customer.email ?? null,
      abn: customer.abn ? formatAbn(customer.abn) : null,
    },
    terms: termsLabel(customer),
    openingCents: figures.openingCents,
    lines: figures.lines.map(({ date, reference, description, chargeCents, creditCents, balanceCents }) => ({ date, reference, description, chargeCents, creditCents, balanceCents })),
    invoicedCents: figures.invoicedCents,
    paidCents: figures.paidCents,
    adjustedCents: figures.adjustedCents,
    closingCents: figures.closingCents,
    ageing: figures.ageing,
  };
}

/** "statement-2026-11-westgate-plumbing.pdf" */
export function statementFilename(customer: StatementCustomer, month: string): string {
  const slug = (customer.company || customer.name).toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'customer';
  return `statement-${month}-${slug}.pdf`;
}

/** The first day of `month` (yyyy-MM) the workshop works: not a Saturday or Sunday, a Victorian public holiday, nor a day it is closed. */
export async function firstWorkingDay(month: string, closedOn: (date: string) => Promise<boolean>): Promise<string> {
  let day = `${month}-01`;
  for (let i = 0; i < 14; i++) {
    const dow = weekday(day);
    if (dow !== 0 && dow !== 6 && !victorianHoliday(day) && !(await closedOn(day))) return day;
    day = addDays(day, 1);
  }
  return `${month}-01`;
}
