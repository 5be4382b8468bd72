/** The vehicles' records in the audit trail (a registration expiry from a booking, recommended work closed): a vehicle opens its page. */
import { adminRecords } from '../shell/admin-page';

export default adminRecords([
  { type: 'vehicle', label: 'Vehicle', icon: 'car', link: (rego) => (rego ? { to: `/admin/vehicles/${encodeURIComponent(rego)}` } : null) },
  { type: 'recommended_work', label: 'Recommended work', icon: 'car', link: () => null },
]);
