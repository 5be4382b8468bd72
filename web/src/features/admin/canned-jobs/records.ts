/** The canned jobs' records in the audit trail: each opens the Canned Jobs page. */
import { adminRecords } from '../shell/admin-page';

export default adminRecords([{ type: 'canned_job', label: 'Canned job', icon: 'clipboard', link: () => ({ to: '/admin/canned-jobs' }) }]);
