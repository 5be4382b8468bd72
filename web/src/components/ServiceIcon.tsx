/** The icon drawn for each bookable service; unknown services get a spanner. */
import { Icon, type IconName } from './Icon';

const SERVICE_ICONS: Record<string, IconName> = {
  'Roadworthy Certificate': 'certificate',
  'AC & Air Conditioning Repair': 'snowflake',
  'Tyre Sales & Installation': 'tyre',
  'General Mechanical Repairs': 'wrench',
  'Logbook Servicing': 'logbook',
  'Battery Testing & Replacement': 'battery',
  'Brake & Suspension Systems': 'brake',
  'Engine Diagnostics & Tune-ups': 'pulse',
  'Pre-Purchase Inspections': 'inspect',
  Other: 'more',
};

export function ServiceIcon({ service, size = 28 }: { service: string; size?: number }) {
  return <Icon name={SERVICE_ICONS[service] ?? 'wrench'} size={size} />;
}
