/** The transactional outbox: mail queued with the change that causes it, sent by the worker. */
import { defineFeature } from '../../feature.js';
import { OutboxMessage } from './outbox-message.entity.js';

export const outboxFeature = defineFeature({
  name: 'outbox',
  entities: [OutboxMessage],
});
