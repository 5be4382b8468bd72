/** Staff accounts: sign-in with two-factor codes, sessions, invitations, the team (owners), password reset and change. */
import { defineFeature } from '../../feature.js';
import { AUTH_AUDIT_ACTIONS } from './auth.audit.js';
import { AdminSession } from './admin-session.entity.js';
import { AdminUser } from './admin-user.entity.js';
import { accountOperations } from './account.operations.js';
import { authOperations } from './auth.operations.js';
import { AuthService } from './auth.service.js';
import { AUTH_TEMPLATES } from './auth.templates.js';
import { CodeThrottle } from './login-throttle.js';
import { MfaService } from './mfa.service.js';
import { PasswordResetToken } from './password-reset-token.entity.js';
import { RecoveryCode } from './recovery-code.entity.js';
import { RevokedToken } from './revoked-token.entity.js';
import { SecuritySetting } from './security-setting.entity.js';
import { SigningSecret } from './signing-secret.entity.js';
import { SessionsService } from './sessions.service.js';
import { StaffInvitation } from './staff-invitation.entity.js';
import { staffOperations } from './staff.operations.js';
import { StaffService } from './staff.service.js';

declare module '../../services.js' {
  interface Services {
    auth: AuthService;
    staff: StaffService;
    mfa: MfaService;
    staffSessions: SessionsService;
  }
}

declare module '../../shared/pubsub.js' {
  interface Events {
    /**
     * Admin sessions ended: the token `jti` (logout, 'end session'), or every token of `adminId`
     * issued before `issuedBefore` (epoch seconds; a password change, the account disabled). Live
     * sockets of those sessions close on every instance. Both null: nothing ends, but every instance
     * forgets the tokens it verified (what it read of the account changed: owner or not, the
     * two-factor requirement).
     */
    'admin.sessions-ended': { adminId: string; jti: string | null; issuedBefore: number | null };
  }
}

export const authFeature = defineFeature({
  name: 'auth',
  auditActions: AUTH_AUDIT_ACTIONS,
  entities: [AdminUser, PasswordResetToken, RevokedToken, AdminSession, RecoveryCode, StaffInvitation, SecuritySetting, SigningSecret],
  tables: ['admin_user', 'password_reset_token', 'revoked_token', 'admin_session', 'admin_recovery_code', 'staff_invitation', 'security_setting', 'signing_secret'],
  templates: AUTH_TEMPLATES,
  services: ({ orm, config, clock, changes, pubsub, limits, jwtSecret, services }) => {
    const staffSessions = new SessionsService({ orm, clock, changes });
    const codes = new CodeThrottle(limits, config.loginRateLimit);
    const mfa = new MfaService({ clock, changes, codes, issuer: async () => (await services.settings.profile()).name });
    const auth = new AuthService({ orm, config, clock, changes, pubsub, limits, jwtSecret, sessions: staffSessions, mfa });
    const staff = new StaffService({ clock, changes, auth, sessions: staffSessions, mfa });
    return { auth, staff, mfa, staffSessions };
  },
  operations: [...authOperations, ...staffOperations, ...accountOperations],
});
