/** Creates the first admin on first start, from ADMIN_USERNAME / ADMIN_PASSWORD / ADMIN_EMAIL. */
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import { StaffRole } from './staff-role.js';
import { AdminUser } from './admin-user.entity.js';
import { hashPassword, randomPassword } from './password.js';

export interface AdminLogin {
  username: string;
  /** Only when generated just now: shown once. */
  generatedPassword: string | null;
  created: boolean;
}

export async function ensureAdmin(orm: MikroORM, config: Config): Promise<AdminLogin> {
  const em = orm.em.fork();
  const existing = await em.findOne(AdminUser, { username: config.adminUsername });
  if (existing) return { username: existing.username, generatedPassword: null, created: false };
  const anyAdmin = await em.count(AdminUser);
  if (anyAdmin > 0) {
    const first = await em.findOneOrFail(AdminUser, {}, { orderBy: { createdAt: 'asc' } });
    return { username: first.username, generatedPassword: null, created: false };
  }
  const password = config.adminPassword ?? randomPassword();
  // The first account is the workshop's owner.
  em.create(AdminUser, { username: config.adminUsername, name: config.adminUsername, role: StaffRole.OWNER, email: config.adminEmail, passwordHash: await hashPassword(password) });
  await em.flush();
  return { username: config.adminUsername, generatedPassword: config.adminPassword ? null : password, created: true };
}
