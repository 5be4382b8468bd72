/**
 * One check of the checklist being edited: its area, name, whether new inspections show it, its
 * readings (name and unit), and buttons to move it up or down (or remove it, while it is new).
 */
import { AdminIcon } from '../ui/AdminIcon';
import { localId, MAX_READINGS, type CheckDraft, type ReadingDraft } from './checklist-draft';
import { Field } from '../ui/Field';

interface ChecklistRowProps {
  /** Prefix of the row's element ids (unique on the page). */
  idBase: string;
  check: CheckDraft;
  position: number;
  count: number;
  areasListId: string;
  change: (patch: Partial<CheckDraft>) => void;
  move: (by: -1 | 1) => void;
  remove: () => void;
}

export function ChecklistRow({ idBase, check, position, count, areasListId, change, move, remove }: ChecklistRowProps) {
  const name = check.label.trim() || 'the new check';
  const setReading = (id: string, patch: Partial<ReadingDraft>) => change({ measurements: check.measurements.map((m) => (m.id === id ? { ...m, ...patch } : m)) });
  return (
    <li className={`checklist-row${check.hidden ? ' checklist-row--hidden' : ''}`} data-testid="checklist-row" data-check-key={check.key ?? undefined}>
      <div className="checklist-row__head">
        <span className="checklist-row__position" aria-hidden="true">
          {position}
        </span>
        <div className="checklist-row__fields">
          <Field id={`${idBase}-area`} label="Area">
            <input id={`${idBase}-area`} type="text" list={areasListId} maxLength={60} autoComplete="off" value={check.area} onChange={(e) => change({ area: e.target.value })} />
          </Field>
          <Field id={`${idBase}-label`} label="Check">
            <input id={`${idBase}-label`} type="text" maxLength={120} autoComplete="off" value={check.label} onChange={(e) => change({ label: e.target.value })} />
          </Field>
        </div>
        <div className="checklist-row__moves">
          <button type="button" id={`${idBase}-up`} className="icon-button" aria-label={`Move ${name} up`} disabled={position === 1} onClick={() => move(-1)}>
            <AdminIcon name="chevronUp" size={18} />
          </button>
          <button type="button" id={`${idBase}-down`} className="icon-button" aria-label={`Move ${name} down`} disabled={position === count} onClick={() => move(1)}>
            <AdminIcon name="chevronDown" size={18} />
          </button>
          {check.key === null && (
            <button type="button" className="icon-button icon-button--danger" aria-label={`Remove ${name}`} onClick={remove}>
              <AdminIcon name="trash" size={18} />
            </button>
          )}
        </div>
      </div>
      <label className="check-label checklist-row__shown">
        <input type="checkbox" checked={!check.hidden} onChange={(e) => change({ hidden: !e.target.checked })} />
        Shown in new inspections
      </label>
      <fieldset className="checklist-row__readings">
        <legend className="checklist-row__legend">Readings {check.measurements.length === 0 && <span className="form-note">(none: rated and noted only)</span>}</legend>
        {check.measurements.map((m, i) => (
          <div key={m.id} className="checklist-reading">
            <Field id={`${idBase}-r${i}-label`} label={<>Reading {i + 1}</>}>
              <input id={`${idBase}-r${i}-label`} type="text" maxLength={40} autoComplete="off" placeholder="e.g. Front left" value={m.label} onChange={(e) => setReading(m.id, { label: e.target.value })} />
            </Field>
            <Field id={`${idBase}-r${i}-unit`} label="Unit" className="checklist-reading__unit">
              <input id={`${idBase}-r${i}-unit`} type="text" maxLength={10} autoComplete="off" placeholder="e.g. mm" value={m.unit} onChange={(e) => setReading(m.id, { unit: e.target.value })} />
            </Field>
            <button
              type="button"
              className="icon-button icon-button--danger"
              aria-label={`Remove reading ${m.label.trim() || i + 1} of ${name}`}
              onClick={() => change({ measurements: check.measurements.filter((r) => r.id !== m.id) })}
            >
              <AdminIcon name="trash" size={18} />
            </button>
          </div>
        ))}
        {check.measurements.length < MAX_READINGS && (
          <button
            type="button"
            className="text-button"
            onClick={() => change({ measurements: [...check.measurements, { id: localId('reading'), label: '', unit: '' }] })}
          >
            <AdminIcon name="plus" size={16} /> Add a reading
          </button>
        )}
      </fieldset>
    </li>
  );
}
