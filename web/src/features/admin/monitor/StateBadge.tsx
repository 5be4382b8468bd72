/** A state in words and an icon, never by colour alone: Normal, Measuring, Warning, Critical. */
import type { HealthState } from '../../../gql/graphql';
import { AdminIcon, type AdminIconName } from '../ui/AdminIcon';
import { STATE_LABELS, STATE_TONES } from './monitor-format';

const ICONS: Record<HealthState, AdminIconName> = { ok: 'check', unknown: 'clock', warning: 'warning', critical: 'alert' };

export function StateBadge({ state }: { state: HealthState }) {
  return (
    <span className={`badge badge--${STATE_TONES[state]} state-badge`} data-state={state}>
      <AdminIcon name={ICONS[state]} size={14} />
      <span className="sr-only">Status: </span>
      {STATE_LABELS[state]}
    </span>
  );
}
