/** The transactional outbox: mail queued with the change that causes it, sent by the worker. */
import { defineFeature } from '../../feature.js';
import { OutboxMessage } from './outbox-message.entity.js';

declare module '../../shared/pubsub.js' {
  interface Events {
    /** Mail was queued: the worker sends it now rather than at its next poll. */
    'outbox.enqueued': Record<string, never>;
  }
}

export const outboxFeature = defineFeature({
  name: 'outbox',
  entities: [OutboxMessage],
});
