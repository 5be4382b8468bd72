/**
 * Staff accounts for a bench, made as an owner makes them: an invitation (POST /api/admin/users,
 * with its role), its link's token read from the invitation mail waiting in the outbox (the bench's
 * api sends no mail), and the invitation accepted (POST /api/admin/invitations/accept), which signs
 * the newcomer in and answers their token.
 */
import { queryDb } from './database.mjs';

/** Every bench account's password: long, with a digit, and never containing a bench username. */
export const STAFF_PASSWORD = 'spanner-torque-2026!';

/**
 * `count` accounts of `role` ('adviser' or 'technician') named after `prefix` (`tech-1`, …): each
 * `{ id, name, username, headers }`, `headers` carrying its bearer token. `ownerHeaders`: an
 * owner's authorization header; `dbName`: the api's database (for the mail's token).
 */
export async function staffAccounts(base, ownerHeaders, dbName, { role, prefix, count }) {
  const accounts = [];
  for (let i = 1; i <= count; i++) {
    const username = `${prefix}-${i}`;
    const email = `${username}@bench.example.com`;
    const name = `${role === 'technician' ? 'Technician' : 'Adviser'} ${i}`;
    const invited = await fetch(`${base}/api/admin/users`, {
      method: 'POST',
      headers: { ...ownerHeaders, 'content-type': 'application/json' },
      body: JSON.stringify({ name, email, role }),
    });
    if (invited.status !== 201) throw new Error(`staff: inviting ${email} answered ${invited.status}: ${(await invited.text()).slice(0, 300)}`);
    const [mail] = await queryDb(
      dbName,
      `SELECT payload->>'token' AS token FROM outbox_message WHERE template = 'auth.staff-invitation' AND "to" = '${email}' ORDER BY id DESC LIMIT 1`,
    );
    if (!mail?.token) throw new Error(`staff: no invitation mail with a token for ${email} in the outbox`);
    const accepted = await fetch(`${base}/api/admin/invitations/accept`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: mail.token, username, password: STAFF_PASSWORD }),
    });
    const body = await accepted.json();
    if (accepted.status !== 200) throw new Error(`staff: accepting ${email}'s invitation answered ${accepted.status}: ${JSON.stringify(body).slice(0, 300)}`);
    const headers = { authorization: `Bearer ${body.token}` };
    const me = await (await fetch(`${base}/api/admin/me`, { headers })).json();
    if (me.role !== role) throw new Error(`staff: ${username} signed in as ${me.role}, not ${role}`);
    accounts.push({ id: me.id ?? me._id, name, username, headers });
  }
  return accounts;
}
