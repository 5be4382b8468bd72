/**
 * Two-factor sign-in (TOTP) of one's own account: set up (a pending secret, confirmed by a first
 * code, which turns it on and hands out ten one-use recovery codes, shown once), turned off with a
 * code, and the check sign-in makes: a TOTP code within one step of the clock and later than the last
 * one accepted (each code works once, even in a race), or an unused recovery code. Every code
 * entered (here and at sign-in) is counted per account before it is checked (CodeThrottle).
 */
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import QRCode from 'qrcode';
import { AppError } from '../../shared/errors.js';
import type { Clock } from '../../shared/time.js';
import type { ChangeUnit, Effects } from '../../platform/outbox/public.js';
import { AdminUser } from './admin-user.entity.js';
import type { CodeThrottle } from './login-throttle.js';
import { RecoveryCode } from './recovery-code.entity.js';
import { SecuritySetting } from './security-setting.entity.js';
import { asTotpCode, newRecoveryCodes, newTotpSecret, otpauthUrl, recoveryCodeHash, totpStep } from './totp.js';
import { sessionChanges } from './session.changes.js';

const MFA_NOT_STARTED = 'Start setting up two-factor sign-in first: there is no code to confirm.';
const MFA_WRONG_CODE = 'That code is not right. Enter the current 6-digit code from your authenticator app (check the phone’s time is set automatically).';
export const MFA_CODE_USED = 'That code has already been used. Wait for the next one and enter it.';
const MFA_NOT_ON = 'Two-factor sign-in is not on for this account.';
const MFA_REQUIRED_BY_WORKSHOP = 'The workshop requires two-factor sign-in for every account, so it cannot be turned off. An owner can change that on the Team page.';
export const MFA_WRONG_CODE_OR_RECOVERY = 'That code is not right. Enter the current 6-digit code from your authenticator app, or one of your recovery codes.';

export interface MfaSetup {
  /** base32, for typing into the app by hand */
  secret: string;
  otpauthUrl: string;
  /** The otpauth URL as a QR code: an SVG image, as a data: URL. */
  qrCode: string;
}

/** How a second factor was given: a TOTP code, a recovery code; or why it was refused. */
export type FactorCheck = 'totp' | 'recovery' | 'used' | 'wrong';

export interface MfaDeps {
  clock: Clock;
  changes: ChangeUnit;
  /** The name authenticator apps show above the code (the workshop's). */
  issuer(): Promise<string>;
  /** Counts codes per account, wherever they are entered. */
  codes: CodeThrottle;
}

export class MfaService {
  constructor(private readonly deps: MfaDeps) {}

  /** Counts a code of `adminId` about to be checked (sign-in's too); 429 when too many were wrong. */
  admitCode(adminId: string): Promise<void> {
    return this.deps.codes.admit(adminId);
  }

  /** A code of `adminId` was right: its count starts afresh. */
  codeAccepted(adminId: string): Promise<void> {
    return this.deps.codes.succeeded(adminId);
  }

  /** Whether owners require two-factor sign-in of every account. */
  async required(em: EntityManager): Promise<boolean> {
    return (await em.fork().findOne(SecuritySetting, { id: 1 }))?.requireMfa ?? false;
  }

  /**
   * A new secret, pending until confirmed. With two-factor on already, it replaces the current one
   * only when confirmed (moving to a new phone), and the current one keeps working until then.
   */
  async start(em: EntityManager, adminId: string): Promise<MfaSetup> {
    const secret = newTotpSecret();
    const issuer = await this.deps.issuer();
    const username = await this.deps.changes.run(em, async (tx) => {
      const admin = await tx.findOneOrFail(AdminUser, { _id: adminId });
      admin.mfaPendingSecret = secret;
      return admin.username;
    });
    const url = otpauthUrl(secret, issuer, username);
    const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    return { secret, otpauthUrl: url, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
  }

  /** Turns two-factor on with the pending secret's current code; answers the ten recovery codes, shown this once. */
  async confirm(em: EntityManager, adminId: string, code: string): Promise<string[]> {
    const now = this.deps.clock.now();
    const codes = newRecoveryCodes();
    await this.admitCode(adminId);
    const recovery = await this.deps.changes.run(em, async (tx, effects) => {
      const admin = await tx.findOneOrFail(AdminUser, { _id: adminId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!admin.mfaPendingSecret) throw AppError.conflict(MFA_NOT_STARTED);
      const digits = asTotpCode(code);
      const step = digits ? totpStep(admin.mfaPendingSecret, digits, now) : null;
      if (step === null) throw AppError.badInput(MFA_WRONG_CODE, { code: [MFA_WRONG_CODE] });
      const wasOn = admin.mfaEnabledAt ?? null;
      admin.mfaSecret = admin.mfaPendingSecret;
      admin.mfaPendingSecret = null;
      admin.mfaEnabledAt = now;
      admin.lastTotpStep = String(step);
      await tx.nativeDelete(RecoveryCode, { adminId });
      for (const c of codes) tx.create(RecoveryCode, { adminId, codeHash: recoveryCodeHash(c), createdAt: now });
      effects.audit({
        action: 'auth.mfa_enabled',
        entityType: 'user',
        entityId: adminId,
        summary: wasOn ? `${admin.username} set up two-factor sign-in again (a new authenticator and new recovery codes)` : `${admin.username} turned on two-factor sign-in`,
        changes: { mfaEnabled: [wasOn !== null, true] },
      });
      // Verified tokens carry "must set up two-factor first": every instance forgets them (nothing ends).
      effects.changed(sessionChanges.accountChanged, { adminId });
      return codes;
    });
    await this.codeAccepted(adminId);
    return recovery;
  }

  /** Turns two-factor off, given a current code or a recovery code; refused while the workshop requires it. */
  async disable(em: EntityManager, adminId: string, code: string): Promise<void> {
    if (await this.required(em)) throw AppError.conflict(MFA_REQUIRED_BY_WORKSHOP);
    await this.admitCode(adminId);
    await this.deps.changes.run(em, async (tx, effects) => {
      const admin = await tx.findOneOrFail(AdminUser, { _id: adminId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!admin.mfaSecret) throw AppError.conflict(MFA_NOT_ON);
      const check = await this.check(tx, admin, code, effects);
      if (check === 'used') throw AppError.badInput(MFA_CODE_USED, { code: [MFA_CODE_USED] });
      if (check === 'wrong') throw AppError.badInput(MFA_WRONG_CODE_OR_RECOVERY, { code: [MFA_WRONG_CODE_OR_RECOVERY] });
      admin.mfaSecret = null;
      admin.mfaPendingSecret = null;
      admin.mfaEnabledAt = null;
      admin.lastTotpStep = null;
      await tx.nativeDelete(RecoveryCode, { adminId });
      effects.audit({ action: 'auth.mfa_disabled', entityType: 'user', entityId: adminId, summary: `${admin.username} turned off two-factor sign-in`, changes: { mfaEnabled: [true, false] } });
    });
    await this.codeAccepted(adminId);
  }

  /**
   * Inside the caller's transaction: checks a second factor of `admin` (two-factor on) and uses it
   * up. A TOTP code counts once (its step must be later than the last accepted, set in the same
   * statement); a recovery code once (marked used, audited).
   */
  async check(tx: EntityManager, admin: AdminUser, code: string, effects: Effects): Promise<FactorCheck> {
    if (!admin.mfaSecret) return 'wrong';
    const now = this.deps.clock.now();
    const digits = asTotpCode(code);
    if (digits) {
      const step = totpStep(admin.mfaSecret, digits, now);
      if (step === null) return 'wrong';
      const taken = await tx.execute<Array<{ _id: string }>>(
        'UPDATE admin_user SET last_totp_step = ? WHERE _id = ? AND (last_totp_step IS NULL OR last_totp_step < ?) RETURNING _id',
        [step, admin._id, step],
      );
      if (!taken.length) return 'used';
      admin.lastTotpStep = String(step);
      return 'totp';
    }
    const used = await tx.execute<Array<{ _id: string }>>(
      'UPDATE admin_recovery_code SET used_at = ? WHERE admin_id = ? AND code_hash = ? AND used_at IS NULL RETURNING _id',
      [now.toISOString(), admin._id, recoveryCodeHash(code)],
    );
    if (!used.length) return 'wrong';
    const left = await tx.count(RecoveryCode, { adminId: admin._id, usedAt: null });
    effects.audit({
      action: 'auth.recovery_code_used',
      entityType: 'user',
      entityId: admin._id,
      summary: `${admin.username} used a recovery code (${left} left)`,
      changes: { recoveryCodesLeft: [left + 1, left] },
    });
    return 'recovery';
  }
}
