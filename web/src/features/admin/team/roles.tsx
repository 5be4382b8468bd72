/** The three roles as the Team page names and explains them, and the select that picks one. */
import type { StaffRole } from '../../../gql/graphql';
import { Field } from '../ui/Field';

const ROLE_NAMES: Record<StaffRole, string> = {
  ['OWNER']: 'Owner',
  ['ADVISER']: 'Service adviser',
  ['TECHNICIAN']: 'Technician',
};

const ROLE_NOTES: Record<StaffRole, string> = {
  ['OWNER']: 'Owners can do everything: the team, the security setting, backups and the whole Activity trail too.',
  ['ADVISER']: 'Service advisers run the front office: bookings, job cards, quotes, invoices, payments, customers and reports.',
  ['TECHNICIAN']: 'Technicians see the job board, job cards, inspections and the clock; never invoices, payments, reports or settings.',
};

export function RoleBadge({ role }: { role: StaffRole }) {
  return role === 'OWNER' ? <span className="badge badge--info">Owner</span> : <>{ROLE_NAMES[role]}</>;
}

/** A labelled select of the three roles, with what the chosen one may do under it. */
export function RoleSelect({ id, value, error, onChange }: { id: string; value: StaffRole; error?: string; onChange: (role: StaffRole) => void }) {
  return (
    <Field id={id} label="Role" hint={ROLE_NOTES[value]} error={error}>
      <select id={id} name="role" value={value} onChange={(e) => onChange(e.target.value as StaffRole)}>
        {(['ADVISER', 'TECHNICIAN', 'OWNER'] as const).map((role) => (
          <option key={role} value={role}>
            {ROLE_NAMES[role]}
          </option>
        ))}
      </select>
    </Field>
  );
}
