/** The courtesy cars' records in the audit trail: each opens the Courtesy Cars page. */
import { adminRecords } from '../shell/admin-page';

export default adminRecords([{ type: 'courtesy_car', label: 'Courtesy car', icon: 'car', link: () => ({ to: '/admin/courtesy-cars' }) }]);
