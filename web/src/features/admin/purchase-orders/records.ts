/** Purchase orders in the audit trail: an order opens on its own page. */
import { adminRecords } from '../shell/admin-page';

export default adminRecords([{ type: 'purchase_order', label: 'Purchase order', icon: 'inbox', link: (id) => ({ to: id ? `/admin/purchase-orders/${id}` : '/admin/purchase-orders' }) }]);
