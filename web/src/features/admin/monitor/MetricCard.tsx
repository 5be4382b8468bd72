/** One card of the monitor: a title with its state, the figure that matters, details and a chart of the last hour. */
import type { ReactNode } from 'react';
import type { HealthState } from '../../../gql/graphql';
import { AdminIcon, type AdminIconName } from '../ui/AdminIcon';
import { StateBadge } from './StateBadge';

interface MetricCardProps {
  id: string;
  title: string;
  icon: AdminIconName;
  /** No badge for a card with no alarm (the operating system). */
  state?: HealthState;
  badge?: ReactNode;
  figure: ReactNode;
  figureLabel?: string;
  /** Label → value pairs under the figure. */
  details: ReadonlyArray<readonly [string, ReactNode]>;
  chart: ReactNode;
  note?: ReactNode;
}

export function MetricCard({ id, title, icon, state, badge, figure, figureLabel, details, chart, note }: MetricCardProps) {
  const titleId = `${id}-title`;
  return (
    <section className={`metric-card metric-card--${state ?? 'none'}`} aria-labelledby={titleId} data-testid={`metric-${id}`}>
      <header className="metric-card__header">
        <span className="metric-card__icon" aria-hidden="true">
          <AdminIcon name={icon} size={20} />
        </span>
        <h2 id={titleId} className="metric-card__title">
          {title}
        </h2>
        {state ? <StateBadge state={state} /> : badge}
      </header>
      <p className="metric-card__figure">
        <strong className="metric-card__value" data-testid={`metric-${id}-value`}>
          {figure}
        </strong>
        {figureLabel && <span className="metric-card__figure-label"> {figureLabel}</span>}
      </p>
      <dl className="metric-card__details">
        {details.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {chart}
      {note && <p className="metric-card__note">{note}</p>}
    </section>
  );
}
