/** The dashboard (admin): its counters, the recent contact queries and 'Today'; each operation's GraphQL field and REST route. */
import { defineOperation } from '../../edge/operation.js';
import { ContactQuery } from '../contact/contact-query.entity.js';
import { DashboardCounters } from './dashboard.types.js';
import { todayJson, todaySchema } from './today.json.js';
import { Today } from './today.types.js';

export const dashboardOperations = [
  defineOperation({
    name: 'dashboardCounters',
    kind: 'query',
    access: 'staff',
    description: 'Dashboard counters (admin).',
    args: {},
    result: () => DashboardCounters,
    run: ({ services }) => services.dashboard.counters(),
  }),
  defineOperation({
    name: 'recentContactQueries',
    kind: 'query',
    access: 'staff',
    description: 'Contact queries received in the last 24 hours, newest first (admin).',
    args: {},
    result: () => [ContactQuery],
    run: ({ em, services }) => services.dashboard.recentContactQueries(em),
  }),
  defineOperation({
    name: 'today',
    kind: 'query',
    access: 'staff',
    description: 'Today in the workshop: bookings, job cards in progress, quotes awaiting the customer, cars ready for pickup, unpaid invoices (staff).',
    args: {},
    result: () => Today,
    run: ({ em, services }) => services.today.today(em),
    rest: { method: 'GET', path: '/api/admin/today', present: todayJson, answer: todaySchema },
  }),
];
