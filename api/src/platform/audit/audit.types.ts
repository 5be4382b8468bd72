import type { FieldChanges } from '../../shared/changes.js';

/** A change as the audit trail keeps it (who, when and from where are the change unit's: platform/changes/change-unit.ts). */
export interface AuditEntry {
  /** e.g. jobcard.updated, invoice.paid, appointment.cancelled */
  action: string;
  /** e.g. appointment, blocked_period, job_card, invoice, settings */
  entityType: string;
  entityId: string | null;
  /** The change in a sentence (at most 500 characters: longer is cut). */
  summary: string;
  /** The fields that matter, [before, after]. */
  changes?: FieldChanges | null;
}
