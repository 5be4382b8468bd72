/** The vehicles' records in the audit trail (a registration expiry from a booking): each opens its vehicle's page. */
import { adminRecords } from '../shell/admin-page';

export default adminRecords([{ type: 'vehicle', label: 'Vehicle', icon: 'car', link: (rego) => (rego ? { to: `/admin/vehicles/${encodeURIComponent(rego)}` } : null) }]);
