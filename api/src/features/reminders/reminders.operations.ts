/** Reminders (admin): the lists, a run now, a customer's and a vehicle's reminders; each operation's GraphQL field and REST route. */
import { json } from '../../shared/json-schema.js';
import { arg, defineOperation } from '../../edge/operation.js';
import { itemsWithNextLink, pageAsked, queryValue } from '../../edge/rest-args.js';
import { AppError } from '../../shared/errors.js';
import { PageArgs } from '../../shared/page-type.js';
import type { Page } from '../../shared/paging.js';
import { regoKey } from '../../shared/rego.js';
import { ReminderStatus } from './reminder.entity.js';
import { dueReminderSchema, reminderEntryJson, reminderEntrySchema, reminderSummaryJson, reminderSummarySchema } from './reminders.json.js';
import { DueReminder, ReminderListStatus, ReminderPage, ReminderRunResult, type ReminderEntry } from './reminders.types.js';

/** A list's arguments: which reminders (due, sent or skipped), and the page. */
const listArgs = { status: arg.enumOf<ReminderListStatus>(ReminderListStatus), page: arg.flat(PageArgs) };

/** The stored status of the sent or skipped reminders asked for. */
const decided = (status: ReminderListStatus) => (status === ReminderListStatus.sent ? ReminderStatus.sent : ReminderStatus.skipped);

export const reminderOperations = [
  defineOperation({
    name: 'dueReminders',
    kind: 'query',
    access: 'staff',
    description: 'Reminders that will go in the next 30 days, soonest first (admin).',
    args: {},
    result: () => [DueReminder],
    run: ({ em, services }) => services.reminders.due(em),
  }),
  defineOperation({
    name: 'reminders',
    kind: 'query',
    access: 'staff',
    description: 'Reminders sent or skipped, newest first, one page at a time (admin). limit: 1 to 500, default 100.',
    args: listArgs,
    result: () => ReminderPage,
    run: ({ em, services }, { status, page }) => {
      if (status === ReminderListStatus.due) throw AppError.badInput('Due reminders are read with dueReminders.');
      return services.reminders.list(em, decided(status), page);
    },
  }),
  defineOperation({
    // ?status=due (the default), sent or skipped: the due ones whole, the others a page at a time.
    name: 'reminderList',
    kind: 'query',
    only: 'rest',
    access: 'staff',
    description: 'Reminders still to come, or those sent or skipped a page at a time (admin).',
    args: listArgs,
    result: () => Boolean,
    run: async ({ em, services }, { status, page }): Promise<{ due: DueReminder[] } | { page: Page<ReminderEntry> }> =>
      status === ReminderListStatus.due
        ? { due: await services.reminders.due(em) }
        : { page: await services.reminders.list(em, decided(status), page) },
    rest: {
      method: 'GET',
      path: '/api/admin/reminders',
      args: (http) => {
        const status = queryValue(http, 'status') ?? 'due';
        http.reply.header('cache-control', 'no-store');
        if (status === 'due') return { status: ReminderListStatus.due, page: {} };
        if (status !== ReminderStatus.sent && status !== ReminderStatus.skipped) throw AppError.badInput('status must be due, sent or skipped.');
        return { status: status as string as ReminderListStatus, page: pageAsked(http) as PageArgs };
      },
      present: (answer, http) => ('due' in answer ? answer.due.map((d) => ({ ...d })) : itemsWithNextLink(answer.page, http, reminderEntryJson)),
      answer: json.anyOf([json.array(dueReminderSchema), json.array(reminderEntrySchema)], 'Due reminders (status=due, the default), or a page of those sent or skipped.'),
    },
  }),
  defineOperation({
    name: 'runReminders',
    kind: 'mutation',
    access: 'staff',
    description: 'Decides and queues every reminder due now, as the 15-minute schedule does (admin).',
    args: {},
    result: () => ReminderRunResult,
    run: ({ services }) => services.reminders.run(),
    rest: { method: 'POST', path: '/api/admin/reminders/run' },
  }),
  defineOperation({
    // Over GraphQL: the `reminders` field of a customer.
    name: 'customerReminders',
    kind: 'query',
    only: 'rest',
    access: 'staff',
    description: 'A customer’s next reminder and the last ones decided (admin).',
    args: { id: arg.id() },
    result: () => Boolean,
    run: ({ em, services }, { id }) => services.reminders.summary(em, { customerId: id }),
    rest: { method: 'GET', path: '/api/admin/customers/:id/reminders', present: reminderSummaryJson, answer: reminderSummarySchema },
  }),
  defineOperation({
    // Over GraphQL: the `reminders` field of a vehicle.
    name: 'vehicleReminders',
    kind: 'query',
    only: 'rest',
    access: 'staff',
    description: 'A vehicle’s next reminder and the last ones decided, by rego (admin).',
    args: { rego: arg.string() },
    result: () => Boolean,
    run: ({ em, services }, { rego }) => services.reminders.summary(em, { regoKey: regoKey(rego) }),
    rest: { method: 'GET', path: '/api/admin/vehicles/:rego/reminders', present: reminderSummaryJson, answer: reminderSummarySchema },
  }),
];
