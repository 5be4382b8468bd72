/** The admin account: sign-in, sessions, password reset and change. */
import { defineFeature } from '../../feature.js';
import { AdminUser } from './admin-user.entity.js';
import { AuthResolver } from './auth.resolver.js';
import { authRoutes } from './auth.routes.js';
import { AuthService } from './auth.service.js';
import { AUTH_TEMPLATES } from './auth.templates.js';
import { PasswordResetToken } from './password-reset-token.entity.js';
import { RevokedToken } from './revoked-token.entity.js';

declare module '../../feature.js' {
  interface Services {
    auth: AuthService;
  }
}

declare module '../../shared/pubsub.js' {
  interface Events {
    /**
     * Admin sessions ended: the token `jti` (logout), or every token issued before `issuedBefore`
     * (epoch seconds; a password change). Live sockets of those sessions close on every instance.
     */
    'admin.sessions-ended': { adminId: string; jti: string | null; issuedBefore: number | null };
  }
}

export const authFeature = defineFeature({
  name: 'auth',
  entities: [AdminUser, PasswordResetToken, RevokedToken],
  templates: AUTH_TEMPLATES,
  services: ({ orm, config, clock, changes, pubsub, limits, jwtSecret }) => ({ auth: new AuthService({ orm, config, clock, changes, pubsub, limits, jwtSecret }) }),
  resolvers: [{ type: AuthResolver, create: ({ services }) => new AuthResolver(services.auth) }],
  routes: (app, { services }) => authRoutes(app, services.auth),
});
