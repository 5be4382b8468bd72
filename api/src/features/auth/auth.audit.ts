/** The actions the auth feature writes into the audit trail, in the words staff read them in. */
import { auditActions } from '../../platform/audit/audit-actions.js';

export const AUTH_AUDIT_ACTIONS = [
  ...auditActions('settings', {
    'settings.security_changed': 'Sign-in rules changed',
  }),
  ...auditActions('user', {
    'auth.signed_in': 'Signed in',
    'auth.sign_in_failed': 'Failed sign-in',
    'auth.session_ended': 'Session ended',
    'auth.mfa_enabled': 'Two-factor sign-in turned on',
    'auth.mfa_disabled': 'Two-factor sign-in turned off',
    'auth.recovery_code_used': 'Recovery code used',
    'auth.reset_requested': 'Password reset requested',
    'auth.password_reset': 'Password reset with a link',
    'auth.password_set': 'Password set on the server',
    'user.accepted': 'Invitation accepted',
    'user.renamed': 'Renamed',
    'user.email_changed': 'Email changed',
    // Role changes (owner, service adviser, technician) keep the action of the owner flag they replaced, so older rows read alike.
    'user.owner_changed': 'Role changed',
    'user.disabled': 'Account disabled',
    'user.enabled': 'Account enabled',
    'user.reset_sent': 'Reset link sent',
  }),
  ...auditActions('invitation', {
    'user.invited': 'Staff member invited',
    'user.invitation_withdrawn': 'Invitation withdrawn',
  }),
];
