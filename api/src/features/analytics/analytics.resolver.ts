/** Analytics' live updates for staff: a figure may have moved, a report was generated or deleted. */
import { Authorized, Field, ObjectType, Resolver, Root, Subscription } from 'type-graphql';
import { requireOfficeAdmin as signedIn } from '../../edge/admin.js';
import type { GraphQLContext } from '../../edge/context.js';
import type { Events } from '../../shared/pubsub.js';
import { recordTopics } from '../../platform/changes/announcements.js';
import { appointmentChanges } from '../booking/public.js';
import { invoiceChanges } from '../invoices/public.js';
import { jobCardChanges } from '../jobcards/public.js';

@ObjectType({ description: 'A report was generated or deleted: refetch the list.' })
export class AnalyticsReportEvent {
  @Field(() => String)
  filename!: string;

  @Field(() => String, { description: 'generated or deleted.' })
  kind!: string;
}

/** The changes that move a figure: invoices, appointments, and quotes sent, decided or invoiced. */
const FIGURE_TOPICS = recordTopics(invoiceChanges, appointmentChanges, jobCardChanges);
const FIGURE_JOB_CARD_KINDS = new Set(['quoted', 'quote-decided', 'invoiced', 'deleted']);

/** Whether an event moves a figure: a job card's own edits (autosave, signing) do not. */
function movesFigures(payload: object): boolean {
  const isJobCardEvent = 'id' in payload && 'kind' in payload;
  return !isJobCardEvent || FIGURE_JOB_CARD_KINDS.has(String(payload.kind));
}

/**
 * The events that move a figure. A plain iterator rather than an async generator, so ending the
 * subscription ends the inner one at once (a generator would wait for the next event first).
 */
function figureChanges(events: AsyncIterableIterator<object>): AsyncIterableIterator<object> {
  const iterator: AsyncIterableIterator<object> = {
    async next() {
      for (;;) {
        const result = await events.next();
        if (result.done || movesFigures(result.value)) return result;
      }
    },
    return: () => events.return?.() ?? Promise.resolve({ value: undefined, done: true }),
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}

function requireAdmin(context: unknown): GraphQLContext {
  const ctx = context as GraphQLContext;
  signedIn(ctx);
  return ctx;
}

@Authorized()
@Resolver()
export class AnalyticsResolver {
  @Subscription(() => Boolean, {
    description: 'Fires when a change may move a figure (an invoice, an appointment, a quote): refetch the analytics (admin).',
    subscribe: ({ context }) => figureChanges(requireAdmin(context).pubsub.iterate(FIGURE_TOPICS)),
  })
  analyticsChanged(): boolean {
    return true;
  }

  @Subscription(() => AnalyticsReportEvent, {
    description: 'A report was generated or deleted (admin).',
    subscribe: ({ context }) => requireAdmin(context).pubsub.iterate('analytics.report-changed'),
  })
  analyticsReportChanged(@Root() event: Events['analytics.report-changed']): AnalyticsReportEvent {
    return { filename: event.filename, kind: event.kind };
  }
}
