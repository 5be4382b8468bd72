/** Who may issue an invoice over a customer's credit limit: an owner only. */
import { AppError } from '../../shared/errors.js';

/** 403 unless an owner asks to go over a credit limit. */
export function ownerMayOverride(override: boolean | null | undefined, caller: { owner?: boolean } | null): void {
  if (override && !caller?.owner) throw AppError.forbidden('Only an owner can issue an invoice over a customer’s credit limit.');
}
