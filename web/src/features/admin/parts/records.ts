/** The parts catalogue's records in the audit trail: a part opens on the Parts page, a supplier there too. */
import { adminRecords } from '../shell/admin-page';

export default adminRecords([
  { type: 'part', label: 'Part', icon: 'database', link: (id) => ({ to: '/admin/parts', ...(id ? { state: { open: id } } : {}) }) },
  { type: 'supplier', label: 'Supplier', icon: 'inbox', link: () => ({ to: '/admin/parts' }) },
]);
