/**
 * The Activity page's filters: the person (everyone, staff, customers, the system, or a member of
 * staff seen in the trail), the kind of record, the action (those of the chosen kind) and the
 * workshop days from and to. Each choice applies at once.
 */
import { useId } from 'react';
import { AdminIcon } from '../ui/AdminIcon';
import { RECORD_KINDS, recordKindOf } from './audit-records';
import { useAuditActions } from './use-audit-actions';
import { NO_FILTERS, isFiltered, type ActivityFilters } from './activity-filters';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';

interface ActivityFilterBarProps {
  filters: ActivityFilters;
  onFilters: (filters: ActivityFilters) => void;
  /** Members of staff seen in the trail so far: id → name. */
  people: ReadonlyMap<string, string>;
}

export function ActivityFilterBar({ filters, onFilters, people }: ActivityFilterBarProps) {
  const uid = useId();
  const actions = useAuditActions();
  const set = (patch: Partial<ActivityFilters>) => onFilters({ ...filters, ...patch });
  const kinds = filters.kind ? [recordKindOf(filters.kind)] : RECORD_KINDS;
  const knownPerson = !filters.who || ['staff', 'api-key', 'customer', 'system'].includes(filters.who) || people.has(filters.who);
  const knownAction = !filters.action || actions.some((a) => a.action === filters.action);

  return (
    <section className="panel list-filters activity-filters" aria-label="Filter the activity">
      <Field id={`${uid}-who`} label="Person">
        <select id={`${uid}-who`} value={filters.who} onChange={(e) => set({ who: e.target.value })}>
          <option value="">Everyone</option>
          <option value="staff">Staff (anyone)</option>
          <option value="api-key">API keys</option>
          <option value="customer">Customers</option>
          <option value="system">System</option>
          {(people.size > 0 || !knownPerson) && (
            <optgroup label="Staff">
              {[...people].map(([id, name]) => (
                <option key={id} value={id}>
                  {name}
                </option>
              ))}
              {!knownPerson && <option value={filters.who}>Staff member {filters.who.slice(0, 6)}…</option>}
            </optgroup>
          )}
        </select>
      </Field>
      <Field id={`${uid}-kind`} label="Kind of record">
        <select
          id={`${uid}-kind`}
          value={filters.kind}
          // An action of another kind of record would match nothing.
          onChange={(e) => set({ kind: e.target.value, action: actions.some((a) => a.action === filters.action && a.type === e.target.value) ? filters.action : '' })}
        >
          <option value="">All</option>
          {RECORD_KINDS.map((kind) => (
            <option key={kind.type} value={kind.type}>
              {kind.label}
            </option>
          ))}
          {filters.kind && !RECORD_KINDS.some((k) => k.type === filters.kind) && <option value={filters.kind}>{recordKindOf(filters.kind).label}</option>}
        </select>
      </Field>
      <Field id={`${uid}-action`} label="Action">
        <select id={`${uid}-action`} value={filters.action} onChange={(e) => set({ action: e.target.value })}>
          <option value="">All</option>
          {kinds.map((kind) => (
            <optgroup key={kind.type} label={kind.label}>
              {actions.filter((a) => a.type === kind.type).map((a) => (
                <option key={a.action} value={a.action}>
                  {a.label}
                </option>
              ))}
            </optgroup>
          ))}
          {!knownAction && <option value={filters.action}>{filters.action}</option>}
        </select>
      </Field>
      <Field id={`${uid}-from`} label="From">
        <input id={`${uid}-from`} type="date" value={filters.from} max={filters.to || undefined} onChange={(e) => set({ from: e.target.value })} />
      </Field>
      <Field id={`${uid}-to`} label="To">
        <input id={`${uid}-to`} type="date" value={filters.to} min={filters.from || undefined} onChange={(e) => set({ to: e.target.value })} />
      </Field>
      {isFiltered(filters) && (
        <Button className="activity-filters__clear" onClick={() => onFilters(NO_FILTERS)}>
          <AdminIcon name="close" size={16} /> Clear filters
        </Button>
      )}
    </section>
  );
}
