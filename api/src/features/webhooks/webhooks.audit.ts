/** The actions the webhooks write into the audit trail, in the words owners read them in. */
import { auditActions } from '../../platform/audit/audit-actions.js';

export const WEBHOOK_AUDIT_ACTIONS = [
  ...auditActions('webhook', {
    'webhook.created': 'Webhook endpoint added',
    'webhook.changed': 'Webhook endpoint changed',
    'webhook.secret_rotated': 'Webhook secret rotated',
    'webhook.deleted': 'Webhook endpoint deleted',
    'webhook.redelivered': 'Webhook redelivered',
    'webhook.paused': 'Webhook endpoint paused after failures',
  }),
];
