/** The email to the owners when a webhook endpoint is paused after a day of failed deliveries. */
import { defineLayoutTemplate } from '../../platform/mail/public.js';
import { displayDate, displayTime, toLocal } from '../../shared/time.js';

interface EndpointPausedFacts {
  url: string;
  /** ISO instant of the first failure. */
  since: string;
  /** Why the last attempt failed. */
  lastError: string | null;
}

export const endpointPaused = defineLayoutTemplate<EndpointPausedFacts>({
  name: 'webhooks.endpoint-paused',
  version: 1,
  compose: (f, ctx) => {
    const since = new Date(f.since);
    const time = displayTime(toLocal(since, ctx.timeZone).time);
    return {
      subject: `${ctx.business.name}: a webhook endpoint was paused`,
      heading: 'A webhook endpoint was paused',
      paragraphs: [
        `Events sent to ${f.url} have failed since ${displayDate(since, ctx.timeZone)} ${time}, so it was paused: nothing more is sent to it, and new events are not kept for it.`,
        ...(f.lastError ? [`The last attempt: ${f.lastError}`] : []),
        'When the endpoint works again, resume it under Settings, Integrations, Webhooks: the deliveries waiting for it go out, oldest first, and the one given up can be sent again with Redeliver.',
      ],
      action: { label: 'Open the webhooks', url: `${ctx.business.publicUrl}/admin/settings/integrations` },
    };
  },
});
