/**
 * The account customers' emails: the monthly statement (its PDF attached) and the overdue reminder
 * in the owner's wording. Both are transactional (about money owed on the customer's account): they
 * go whatever the customer's marketing choice.
 */
import { defineLayoutTemplate } from '../../platform/mail/public.js';
import { formatMoney } from '../../shared/money.js';

export interface StatementMailFacts {
  name: string;
  /** e.g. "November 2026" */
  monthLabel: string;
  closingCents: number;
  /** The stored statement, attached. */
  documentId: string;
}

export const statementMail = defineLayoutTemplate<StatementMailFacts>({
  name: 'accounts.statement',
  version: 1,
  compose: (f, ctx) => ({
    replyTo: ctx.business.email,
    subject: `Statement for ${f.monthLabel} from ${ctx.business.name}`,
    heading: `Your statement for ${f.monthLabel}`,
    paragraphs: [
      `Hi ${f.name},`,
      f.closingCents > 0
        ? `Your account statement for ${f.monthLabel} is attached. The amount owing at the end of the month was ${formatMoney(f.closingCents)}.`
        : `Your account statement for ${f.monthLabel} is attached. Nothing was owing at the end of the month${f.closingCents < 0 ? ` (your account is ${formatMoney(-f.closingCents)} in credit)` : ''}.`,
      'If anything on it looks wrong, just reply to this email.',
    ],
    attachments: [{ documentId: f.documentId }],
  }),
});

export interface OverdueMailFacts {
  invoiceNumber: string;
  /** The owner's wording with its placeholders filled in, paragraphs split by blank lines. */
  paragraphs: string[];
}

export const overdueMail = defineLayoutTemplate<OverdueMailFacts>({
  name: 'accounts.overdue',
  version: 1,
  compose: (f, ctx) => ({
    replyTo: ctx.business.email,
    subject: `Reminder: invoice ${f.invoiceNumber} from ${ctx.business.name} is overdue`,
    heading: `Invoice ${f.invoiceNumber} is overdue`,
    paragraphs: f.paragraphs,
  }),
});

export const ACCOUNTS_TEMPLATES = [statementMail, overdueMail];
