/** The integrations' records in the audit trail: each opens Settings › Integrations. */
import { adminRecords } from '../shell/admin-page';

export default adminRecords([
  { type: 'api_key', label: 'API key', icon: 'lock', link: () => ({ to: '/admin/settings/integrations' }) },
  { type: 'webhook', label: 'Webhook endpoint', icon: 'plug', link: () => ({ to: '/admin/settings/integrations' }) },
]);
