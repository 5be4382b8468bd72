/** Staff accounts for the time clock's tests: a technician or service adviser made in the database and signed in. */
import { AdminUser } from '../../src/features/auth/admin-user.entity.js';
import { hashPassword } from '../../src/features/auth/password.js';
import type { StaffRole } from '../../src/features/auth/staff-role.js';
import { asAdmin, type Admin } from '../admin-session.js';
import type { TestServer } from '../harness.js';

const PASSWORD = 'clock-on-clock-off-42';
let n = 0;

export interface StaffMember {
  id: string;
  name: string;
  as: Admin;
}

/** A new account of `role`, signed in. */
export async function staffMember(t: TestServer, role: `${StaffRole}`, name: string): Promise<StaffMember> {
  // Signed in on the real clock: its token is good however a test then sets the clock back.
  t.clock.reset();
  n += 1;
  const username = `${role}-${n}-${Date.now().toString(36)}`;
  const em = t.app.db.orm.em.fork();
  const user = em.create(AdminUser, { username, name, email: `${username}@example.com`, role: role as StaffRole, passwordHash: await hashPassword(PASSWORD) });
  await em.flush();
  const res = await t.rest('POST', '/api/admin/login', { username, password: PASSWORD });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: user._id, name, as: asAdmin(t, res.body.token as string) };
}

/** The admin's own account id (the harness's owner). */
export async function adminId(t: TestServer): Promise<string> {
  const rows = await t.app.db.orm.em.fork().getConnection().execute<Array<{ _id: string }>>("SELECT _id FROM admin_user WHERE username = 'admin'");
  return rows[0]._id;
}
