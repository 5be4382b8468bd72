/** Account customers (admin): a customer's statement (figures, PDF), the monthly statements and overdue reminders run now, the overdue reminder setting, receivables by age. */
import { Int } from 'type-graphql';
import { json, messageSchema } from '../../shared/json-schema.js';
import { arg, defineOperation, type ArgSpec } from '../../edge/operation.js';
import { jsonBody } from '../../edge/validate.js';
import { queryValue } from '../../edge/rest-args.js';
import { sendRenderedPdf } from '../documents/public.js';
import { CustomerStatement, Receivables, StatementRunResult } from './accounts.types.js';
import { OverdueReminderInput, OverdueReminderSettings } from './overdue-setting.js';

const by = (caller: { username: string } | null) => caller!.username;
const customerParam = (request: { params: unknown }) => (request.params as { id: string }).id;
const settingsJson = (s: OverdueReminderSettings) => ({ ...s, savedAt: s.savedAt?.toISOString() ?? null });
const settingsSchema = json.graphqlType('OverdueReminderSettings');

export const accountsOperations = [
  defineOperation({
    name: 'customerStatement',
    kind: 'query',
    access: 'staff',
    description: 'A customer’s statement of a month (yyyy-MM, workshop calendar): opening balance, the month’s invoices, payments and adjustment notes, closing balance and its ageing (admin).',
    args: { customerId: arg.id(), month: arg.string() },
    result: () => CustomerStatement,
    run: ({ em, services }, { customerId, month }) => services.accounts.statementView(em, customerId, month),
  }),
  defineOperation({
    // Opened in a new tab with ?token= (the session's), or fetched with the bearer token.
    name: 'customerStatementPdf',
    kind: 'query',
    only: 'rest',
    access: 'staff',
    description: 'A customer’s statement of a month as a PDF: the business, ABN and terms, the lines, the closing balance and the ageing boxes (admin). 400 for a bad month, 404 for an unknown customer.',
    args: { customerId: arg.id(), month: arg.string() },
    result: () => Boolean,
    run: ({ em, services }, { customerId, month }) => services.accounts.statementPdf(em, customerId, month),
    rest: {
      method: 'GET',
      path: '/api/admin/customers/:id/statement',
      config: { admin: 'query-token' },
      args: (http) => ({ customerId: customerParam(http.request), month: queryValue(http, 'month') ?? '' }),
      query: { month: { schema: json.string({ pattern: '^\\d{4}-\\d{2}$' }), required: true, description: 'The month, yyyy-MM.' } },
      present: (statement, { reply }) => sendRenderedPdf(reply, statement),
      produces: 'application/pdf',
    },
  }),
  defineOperation({
    name: 'sendMonthlyStatements',
    kind: 'mutation',
    access: 'owner',
    description: 'Emails last month’s statements now to every account customer not sent theirs yet (each customer once per month, whoever runs it) (owners).',
    args: {},
    result: () => StatementRunResult,
    run: ({ em, services }) => services.accounts.sendStatements(em),
    rest: { method: 'POST', path: '/api/admin/accounts/statements/send', answer: json.graphqlType('StatementRunResult') },
  }),
  defineOperation({
    name: 'runOverdueReminders',
    kind: 'mutation',
    access: 'owner',
    description: 'Queues the overdue invoice reminders due today now (each invoice once per step) (owners).',
    args: {},
    result: () => Int,
    run: ({ em, services }) => services.accounts.runOverdue(em),
    rest: { method: 'POST', path: '/api/admin/accounts/overdue-reminders/run', present: (queued) => ({ queued }), answer: json.object({ queued: json.integer() }) },
  }),
  defineOperation({
    name: 'overdueReminderSettings',
    kind: 'query',
    access: 'staff',
    description: 'When overdue invoice reminders go (days after the due date) and their wording (admin).',
    args: {},
    result: () => OverdueReminderSettings,
    run: ({ em, services }) => services.accounts.overdueSettings(em),
    rest: { method: 'GET', path: '/api/admin/settings/overdue-reminders', present: settingsJson, answer: settingsSchema },
  }),
  defineOperation({
    name: 'updateOverdueReminderSettings',
    kind: 'mutation',
    access: 'owner',
    description: 'Saves the days after the due date overdue reminders go (empty: none) and their wording with its placeholders (owners).',
    args: { input: arg.input(OverdueReminderInput) as ArgSpec<unknown> },
    result: () => OverdueReminderSettings,
    run: ({ em, services, caller }, { input }) => services.accounts.saveOverdueSettings(em, input, by(caller)),
    rest: {
      method: 'PUT',
      path: '/api/admin/settings/overdue-reminders',
      args: ({ request }) => ({ input: jsonBody(request) }),
      present: (s) => ({ message: 'Overdue reminders saved.', ...settingsJson(s) }),
      answer: json.allOf([messageSchema, settingsSchema]),
    },
  }),
  defineOperation({
    name: 'receivables',
    kind: 'query',
    access: 'staff',
    description: 'What customers owe now on live unpaid invoices by age (current, 30, 60, 90+ days past due): totals and the 10 customers who owe most (admin).',
    args: {},
    result: () => Receivables,
    run: ({ em, services }) => services.accounts.receivables(em),
    rest: { method: 'GET', path: '/api/admin/analytics/receivables', answer: json.graphqlType('Receivables') },
  }),
];
