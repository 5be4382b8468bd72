/**
 * What a member of staff may do, by role:
 * - an owner runs the workshop: everything, with the team, the security setting, backups and the whole audit trail;
 * - a service adviser runs the front office: bookings, job cards, quotes, invoices, payments, customers, reports;
 * - a technician works on the floor: the job board, job cards, inspections, notes and photos, and the clock;
 *   never money (invoices, payments, analytics, reports), settings, the team, backups, the mailbox or the audit trail.
 */
import { registerEnumType } from 'type-graphql';

export enum StaffRole {
  OWNER = 'owner',
  ADVISER = 'adviser',
  TECHNICIAN = 'technician',
}
registerEnumType(StaffRole, {
  name: 'StaffRole',
  description: 'A staff account’s role: owner (everything), adviser (the front office) or technician (the floor: job board, job cards, inspections, the clock).',
});

export const STAFF_ROLES = Object.values(StaffRole) as string[];

/** How the team list and the audit trail name a role. */
export const ROLE_LABELS: Record<StaffRole, string> = {
  [StaffRole.OWNER]: 'owner',
  [StaffRole.ADVISER]: 'service adviser',
  [StaffRole.TECHNICIAN]: 'technician',
};

/**
 * The role a request asks for: `role` when given; else the older `owner` flag (true: owner; false:
 * an owner becomes a service adviser, anyone else keeps their role); else `current`.
 */
export function askedRole(input: { role?: StaffRole | null; owner?: boolean | null }, current: StaffRole): StaffRole {
  if (input.role) return input.role;
  if (input.owner === true) return StaffRole.OWNER;
  if (input.owner === false && current === StaffRole.OWNER) return StaffRole.ADVISER;
  return current;
}

/** "an owner", "a service adviser", "a technician". */
export function article(role: StaffRole): string {
  const label = ROLE_LABELS[role];
  return `${/^[aeiou]/.test(label) ? 'an' : 'a'} ${label}`;
}
