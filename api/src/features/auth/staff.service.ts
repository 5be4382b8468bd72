/**
 * The team: owners invite staff (a one-use link valid 72 hours, emailed), rename them, make them
 * owners or not, disable and enable them (a disabled account's sessions end at once on every
 * instance), send them a password reset link, and require two-factor sign-in of everyone. The last
 * active owner cannot be disabled or demoted, and nobody disables themselves. Every change is
 * audited with its fields before and after.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { randomBytes } from 'node:crypto';
import { isUniqueViolation } from '../../db/errors.js';
import { staffActor } from '../../shared/actor.js';
import { fieldChanges, snapshot } from '../../shared/changes.js';
import { AppError } from '../../shared/errors.js';
import { isId, newId } from '../../shared/ids.js';
import { cleanText, normaliseName } from '../../shared/text.js';
import type { Clock } from '../../shared/time.js';
import type { ChangeUnit } from '../../platform/outbox/public.js';
import { AdminUser } from './admin-user.entity.js';
import { displayName, type AuthService, type SignInClient } from './auth.service.js';
import type { AdminClaims } from './auth.types.js';
import { staffInvitation, staffPasswordReset } from './auth.templates.js';
import type { MfaService } from './mfa.service.js';
import { hashPassword } from './password.js';
import { passwordProblems } from './password-policy.js';
import { newResetToken, sha256 } from './reset-links.js';
import { RecoveryCode } from './recovery-code.entity.js';
import { SecuritySetting } from './security-setting.entity.js';
import type { SessionsService } from './sessions.service.js';
import { requireOwner } from '../../edge/admin.js';
import { StaffInvitation } from './staff-invitation.entity.js';
import { sessionChanges } from './session.changes.js';
import { article, askedRole, ROLE_LABELS, StaffRole } from './staff-role.js';
import type { AcceptInvitationInput, InviteStaffInput, UpdateStaffUserInput } from './staff.inputs.js';

const INVITATION_HOURS = 72;
/** An owner's reset link lasts longer than a self-service one: it may wait in the inbox for a shift. */
const STAFF_RESET_HOURS = 24;

const USER_NOT_FOUND = 'There is no such staff account.';
const CANNOT_DISABLE_SELF = 'You cannot disable your own account.';
const LAST_OWNER = 'The workshop must keep at least one active owner: make someone else an owner first.';
const INVITATION_GONE = 'This invitation has already been accepted, withdrawn or has expired.';
const INVITATION_INVALID = 'This invitation link is invalid, has already been used or has expired. Ask an owner to invite you again.';
const USERNAME_TAKEN = 'That username is taken. Please choose another.';
const USER_DISABLED = 'This account is disabled: enable it first.';

export interface StaffUserView {
  id: string;
  username: string;
  name: string;
  email: string;
  owner: boolean;
  role: StaffRole;
  disabled: boolean;
  disabledAt: Date | null;
  mfaEnabled: boolean;
  createdAt: Date;
  /** The newest "last seen" of its sessions; null when it never signed in since sessions were recorded. */
  lastSeenAt: Date | null;
}

export interface InvitationView {
  id: string;
  name: string;
  email: string;
  owner: boolean;
  role: StaffRole;
  invitedBy: string;
  createdAt: Date;
  expiresAt: Date;
}

export interface MeView {
  id: string;
  username: string;
  name: string;
  email: string;
  owner: boolean;
  role: StaffRole;
  mfaEnabled: boolean;
  /** The workshop requires two-factor sign-in of every account. */
  mfaRequired: boolean;
  /** Required, and not turned on for this account yet: the app asks to set it up before anything else. */
  mfaSetupRequired: boolean;
  recoveryCodesLeft: number;
}

export interface SecurityView {
  requireMfa: boolean;
  savedAt: Date | null;
  savedBy: string | null;
}

export interface StaffDeps {
  clock: Clock;
  changes: ChangeUnit;
  auth: AuthService;
  sessions: SessionsService;
  mfa: MfaService;
}

const AUDITED = ['name', 'email', 'role', 'disabledAt'] as const;

const userView = (u: AdminUser, lastSeenAt: Date | null = null): StaffUserView => ({
  id: u._id,
  username: u.username,
  name: u.name,
  email: u.email,
  owner: u.owner,
  role: u.role,
  disabled: Boolean(u.disabledAt),
  disabledAt: u.disabledAt ?? null,
  mfaEnabled: Boolean(u.mfaEnabledAt),
  createdAt: u.createdAt,
  lastSeenAt,
});

export class StaffService {
  constructor(private readonly deps: StaffDeps) {}

  async me(em: EntityManager, caller: AdminClaims): Promise<MeView> {
    const admin = await em.findOne(AdminUser, { _id: caller.sub });
    if (!admin) throw AppError.unauthenticated('Please sign in to continue.');
    const [required, left] = await Promise.all([this.deps.mfa.required(em), em.fork().count(RecoveryCode, { adminId: admin._id, usedAt: null })]);
    const mfaEnabled = Boolean(admin.mfaEnabledAt);
    return {
      id: admin._id,
      username: admin.username,
      name: admin.name,
      email: admin.email,
      owner: admin.owner,
      role: admin.role,
      mfaEnabled,
      mfaRequired: required,
      mfaSetupRequired: required && !mfaEnabled,
      recoveryCodesLeft: mfaEnabled ? left : 0,
    };
  }

  /** Every account, active owners first, then by name (owners). */
  async list(em: EntityManager, caller: AdminClaims): Promise<StaffUserView[]> {
    requireOwner(caller);
    const users = await em.find(AdminUser, {}, { orderBy: { name: 'asc', username: 'asc' } });
    const seen = await em
      .getConnection()
      .execute<Array<{ adminId: string; at: string | Date }>>('SELECT admin_id AS "adminId", max(last_seen_at) AS at FROM admin_session GROUP BY admin_id');
    const lastSeen = new Map(seen.map((r) => [r.adminId, new Date(r.at)]));
    return users.map((u) => userView(u, lastSeen.get(u._id) ?? null)).sort((a, b) => Number(a.disabled) - Number(b.disabled) || Number(b.owner) - Number(a.owner));
  }

  /** The active accounts, by name: who may be put on a job or clocked on one (any member of staff). */
  async technicians(em: EntityManager): Promise<Array<{ id: string; name: string; role: StaffRole }>> {
    const users = await em.find(AdminUser, { disabledAt: null }, { fields: ['_id', 'name', 'username', 'role'], orderBy: { name: 'asc', username: 'asc' } });
    return users.map((u) => ({ id: u._id, name: displayName(u), role: u.role }));
  }

  /** Invitations not accepted and not expired, newest first (owners). */
  async invitations(em: EntityManager, caller: AdminClaims): Promise<InvitationView[]> {
    requireOwner(caller);
    const pending = await em.find(StaffInvitation, { acceptedAt: null, expiresAt: { $gt: this.deps.clock.now() } }, { orderBy: { createdAt: 'desc' } });
    const names = await this.namesOf(em, pending.map((i) => i.invitedBy));
    return pending.map((i) => this.invitationView(i, names));
  }

  /** Emails `email` a one-use link (72 hours) to choose a username and password (owners). */
  async invite(em: EntityManager, caller: AdminClaims, input: InviteStaffInput): Promise<InvitationView> {
    requireOwner(caller);
    const now = this.deps.clock.now();
    const token = randomBytes(32).toString('base64url');
    const name = normaliseName(input.name);
    const email = cleanText(input.email);
    const role = askedRole(input, StaffRole.ADVISER);
    const as = role === StaffRole.ADVISER ? '' : ` as ${article(role)}`;
    return this.deps.changes.run(em, async (tx, effects) => {
      const inviter = await tx.findOneOrFail(AdminUser, { _id: caller.sub });
      const invitation = tx.create(StaffInvitation, {
        tokenHash: sha256(token),
        name,
        email,
        role,
        invitedBy: caller.sub,
        createdAt: now,
        expiresAt: new Date(now.getTime() + INVITATION_HOURS * 3600_000),
      });
      await tx.flush();
      effects.mail(staffInvitation.mail(email, { name, invitedBy: inviter.name, role, token, hours: INVITATION_HOURS }));
      effects.audit({
        action: 'user.invited',
        entityType: 'invitation',
        entityId: invitation._id,
        summary: `Invited ${name} <${email}>${as}`,
        changes: fieldChanges(null, { name, email, role }, ['name', 'email', 'role']),
      });
      return this.invitationView(invitation, new Map([[caller.sub, inviter.name]]));
    });
  }

  /**
   * Withdraws an invitation not accepted yet (owners): its link stops working at once. Decided by
   * one UPDATE, as acceptance is: of a withdrawal and an acceptance at the same moment, one wins.
   */
  async withdrawInvitation(em: EntityManager, caller: AdminClaims, id: string): Promise<string> {
    requireOwner(caller);
    if (!isId(id)) throw AppError.notFound(INVITATION_GONE);
    const now = this.deps.clock.now();
    return this.deps.changes.run(em, async (tx, effects) => {
      const [withdrawn] = await tx.execute<Array<{ name: string; email: string }>>(
        'UPDATE staff_invitation SET expires_at = ? WHERE _id = ? AND accepted_at IS NULL AND expires_at > ? RETURNING name, email',
        [now, id, now],
      );
      if (!withdrawn) throw AppError.notFound(INVITATION_GONE);
      effects.audit({ action: 'user.invitation_withdrawn', entityType: 'invitation', entityId: id, summary: `Withdrew the invitation of ${withdrawn.name} <${withdrawn.email}>` });
      return `The invitation of ${withdrawn.name} is withdrawn: its link no longer works.`;
    });
  }

  /**
   * Accepts an invitation: the account is made with the username and password chosen (the same
   * rules as a password change) and signed in; answers its token. The link works once.
   */
  /** The Set-Cookie headers that sign every tab of the browser in with the token accept() answered. */
  sessionCookiesOf(token: string, https: boolean): string[] {
    return this.deps.auth.sessionCookiesOf(token, https);
  }

  async accept(em: EntityManager, input: AcceptInvitationInput, client: SignInClient): Promise<string> {
    const now = this.deps.clock.now();
    const username = input.username.trim();
    const problems = passwordProblems(input.password, username);
    const id = newId();
    const passwordHash = problems.length ? '' : await hashPassword(input.password);
    try {
      return await this.deps.changes.run(
        em,
        async (tx, effects) => {
          // Consumed by one statement: of two simultaneous uses, the second finds it used.
          const consumed = await tx.execute<Array<{ id: string }>>(
            'UPDATE staff_invitation SET accepted_at = ?, admin_id = ? WHERE token_hash = ? AND accepted_at IS NULL AND expires_at > ? RETURNING _id AS id',
            [now.toISOString(), id, sha256(input.token), now.toISOString()],
          );
          if (!consumed.length) throw AppError.badInput(INVITATION_INVALID);
          if (problems.length) throw AppError.badInput(problems.join(' '), { password: problems });
          const taken = await tx.execute<unknown[]>('SELECT 1 FROM admin_user WHERE lower(username) = lower(?)', [username]);
          if (taken.length) throw AppError.conflict(USERNAME_TAKEN);
          const invitation = await tx.findOneOrFail(StaffInvitation, { _id: consumed[0].id });
          // The newcomer is the actor of their own account's making, by the name they were invited with.
          effects.actAs(staffActor(id, displayName({ name: invitation.name, username }), client.ip));
          const admin = tx.create(AdminUser, { _id: id, username, name: invitation.name, email: invitation.email, role: invitation.role, passwordHash, createdAt: now });
          await tx.flush();
          effects.audit({
            action: 'user.accepted',
            entityType: 'user',
            entityId: id,
            summary: `${invitation.name} accepted the invitation as ${username} (${ROLE_LABELS[invitation.role]})`,
            changes: fieldChanges(null, { username, name: invitation.name, email: invitation.email, role: invitation.role }, ['username', 'name', 'email', 'role']),
          });
          effects.audit({ action: 'auth.signed_in', entityType: 'user', entityId: id, summary: `${username} signed in` });
          return this.deps.auth.startSession(tx, admin, client);
        },
      );
    } catch (err) {
      // Two invitations racing for one username: the database's unique index decides.
      if (isUniqueViolation(err)) throw AppError.conflict(USERNAME_TAKEN);
      throw err;
    }
  }

  /** Renames, changes the email, makes owner or not, disables or enables an account, turns its two-factor sign-in off (owners). */
  async update(em: EntityManager, caller: AdminClaims, id: string, input: UpdateStaffUserInput): Promise<StaffUserView> {
    requireOwner(caller);
    if (!isId(id)) throw AppError.notFound(USER_NOT_FOUND);
    const now = this.deps.clock.now();
    return this.deps.changes.run(em, async (tx, effects) => {
      const demotes = (input.role && input.role !== StaffRole.OWNER) || input.owner === false;
      const touchesOwners = demotes || input.disabled === true;
      if (input.disabled === true && id === caller.sub) throw AppError.conflict(CANNOT_DISABLE_SELF);
      // The active owners first (always in one order), then the account: two owners demoting each
      // other at once are serialised here, and the second sees the first's change.
      const owners = touchesOwners
        ? await tx.execute<Array<{ _id: string }>>("SELECT _id FROM admin_user WHERE role = 'owner' AND disabled_at IS NULL ORDER BY _id FOR UPDATE")
        : [];
      const user = await tx.findOne(AdminUser, { _id: id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!user) throw AppError.notFound(USER_NOT_FOUND);
      const activeOwner = user.owner && !user.disabledAt;
      if (activeOwner && touchesOwners && owners.length <= 1) throw AppError.conflict(LAST_OWNER);
      const before = snapshot(user, AUDITED);
      if (input.name !== undefined && input.name !== null) user.name = normaliseName(input.name);
      if (input.email !== undefined && input.email !== null) user.email = cleanText(input.email);
      user.role = askedRole(input, user.role);
      if (input.disabled === true && !user.disabledAt) {
        user.disabledAt = now;
        // Tokens of earlier seconds are refused by time (whole seconds, as a password change, so a
        // token issued after the account is enabled again in this same second is not mistaken for an
        // older one); those of this second by their sessions, revoked one by one.
        user.sessionsEndedAt = new Date(Math.floor(now.getTime() / 1000) * 1000);
        await this.deps.sessions.endAllOf(tx, user._id, now, { revoke: true });
        // Live sockets close for every token issued up to now, this second included.
        effects.changed(sessionChanges.endedBefore, { adminId: user._id, issuedBefore: Math.floor(now.getTime() / 1000) + 1 });
      }
      if (input.disabled === false && user.disabledAt) user.disabledAt = null;
      if (input.resetMfa === true && user.mfaSecret) {
        user.mfaSecret = null;
        user.mfaPendingSecret = null;
        user.mfaEnabledAt = null;
        user.lastTotpStep = null;
        await tx.nativeDelete(RecoveryCode, { adminId: user._id });
        effects.audit({
          action: 'auth.mfa_disabled',
          entityType: 'user',
          entityId: user._id,
          summary: `Two-factor sign-in of ${user.name} (${user.username}) turned off by an owner, to be set up again`,
          changes: { mfaEnabled: [true, false] },
        });
        // Verified tokens carry whether two-factor must be set up first: every instance forgets them.
        effects.changed(sessionChanges.accountChanged, { adminId: user._id });
      }
      const after = snapshot(user, AUDITED);
      const audit = (action: string, summary: string, fields: ReadonlyArray<(typeof AUDITED)[number]>) => {
        const changes = fieldChanges(before, after, fields);
        if (Object.keys(changes).length) effects.audit({ action, entityType: 'user', entityId: user._id, summary, changes });
      };
      audit('user.renamed', `${before.name} renamed ${user.name} (${user.username})`, ['name']);
      audit('user.email_changed', `Email of ${user.name} (${user.username}) changed to ${user.email}`, ['email']);
      audit('user.owner_changed', `${user.name} (${user.username}) is now ${article(user.role)}`, ['role']);
      audit(user.disabledAt ? 'user.disabled' : 'user.enabled', `${user.name} (${user.username}) ${user.disabledAt ? 'disabled: every session ended' : 'enabled'}`, ['disabledAt']);
      // The role, and the name the trail records, are read when a token is verified: every instance forgets what it verified (nothing ends).
      if (before.role !== after.role || before.name !== after.name) effects.changed(sessionChanges.accountChanged, { adminId: user._id });
      return userView(user);
    });
  }

  /** Emails the account's own address a password reset link, valid 24 hours (owners). */
  async sendReset(em: EntityManager, caller: AdminClaims, id: string): Promise<string> {
    requireOwner(caller);
    if (!isId(id)) throw AppError.notFound(USER_NOT_FOUND);
    const now = this.deps.clock.now();
    return this.deps.changes.run(em, async (tx, effects) => {
      const user = await tx.findOne(AdminUser, { _id: id });
      if (!user) throw AppError.notFound(USER_NOT_FOUND);
      if (user.disabledAt) throw AppError.conflict(USER_DISABLED);
      const sender = await tx.findOneOrFail(AdminUser, { _id: caller.sub });
      const token = await newResetToken(tx, user._id, now, STAFF_RESET_HOURS * 3600_000);
      effects.mail(staffPasswordReset.mail(user.email, { name: user.name, username: user.username, sentBy: sender.name, token, hours: STAFF_RESET_HOURS }));
      effects.audit({ action: 'user.reset_sent', entityType: 'user', entityId: user._id, summary: `Password reset link sent to ${user.name} (${user.username}) at ${user.email}` });
      return `A password reset link has been sent to ${user.email}.`;
    });
  }

  async security(em: EntityManager): Promise<SecurityView> {
    const row = await em.findOne(SecuritySetting, { id: 1 });
    return { requireMfa: row?.requireMfa ?? false, savedAt: row?.savedAt ?? null, savedBy: row?.savedBy ?? null };
  }

  /** Whether every account must use two-factor sign-in (owners). */
  async setSecurity(em: EntityManager, caller: AdminClaims, requireMfa: boolean): Promise<SecurityView> {
    requireOwner(caller);
    const now = this.deps.clock.now();
    return this.deps.changes.run(em, async (tx, effects) => {
      const rows = await tx.execute<Array<{ was: boolean }>>('SELECT require_mfa AS was FROM security_setting WHERE id = 1 FOR UPDATE');
      const was = rows[0]?.was ?? false;
      await tx.execute(
        'INSERT INTO security_setting (id, require_mfa, saved_at, saved_by) VALUES (1, ?, ?, ?) ON CONFLICT (id) DO UPDATE SET require_mfa = excluded.require_mfa, saved_at = excluded.saved_at, saved_by = excluded.saved_by',
        [requireMfa, now.toISOString(), caller.username],
      );
      if (was !== requireMfa) {
        effects.audit({
          action: 'settings.security_changed',
          entityType: 'settings',
          entityId: 'security',
          summary: requireMfa ? 'Two-factor sign-in required for every account' : 'Two-factor sign-in no longer required',
          changes: { requireMfa: [was, requireMfa] },
        });
        // Verified tokens carry "must set up two-factor": every instance forgets them (nothing ends).
        effects.changed(sessionChanges.accountChanged, { adminId: '*' });
      }
      return { requireMfa, savedAt: now, savedBy: caller.username };
    });
  }

  private async namesOf(em: EntityManager, ids: string[]): Promise<Map<string, string>> {
    if (!ids.length) return new Map();
    const users = await em.find(AdminUser, { _id: { $in: [...new Set(ids)] } }, { fields: ['_id', 'name'] });
    return new Map(users.map((u) => [u._id, u.name]));
  }

  private invitationView(i: StaffInvitation, names: Map<string, string>): InvitationView {
    return { id: i._id, name: i.name, email: i.email, owner: i.role === StaffRole.OWNER, role: i.role, invitedBy: names.get(i.invitedBy) ?? 'An owner', createdAt: i.createdAt, expiresAt: i.expiresAt };
  }
}
