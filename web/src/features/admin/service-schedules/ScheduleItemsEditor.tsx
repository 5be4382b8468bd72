/**
 * The items a logbook service asks, edited as rows: each a labelled text field, moved up or down or
 * removed by its buttons, and one added at the end, up to the server's 40. Used for the workshop's
 * schedules and a vehicle's own items; the caller owns the rows and says what is wrong with them.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { AdminIcon } from '../ui/AdminIcon';
import { ITEM_MAX_LENGTH, MAX_ITEMS, newItemRow, type ItemRow } from './schedule-draft';

interface ScheduleItemsEditorProps {
  /** Prefix of the rows' element ids (unique on the page). */
  idBase: string;
  rows: ItemRow[];
  onChange: (rows: ItemRow[]) => void;
  /** The list's name, e.g. 'Items' or 'This vehicle’s items'. */
  legend: string;
  hint?: string;
  /** What is wrong with the items (the server's words), under the list. */
  error?: string | null;
  disabled?: boolean;
}

export function ScheduleItemsEditor({ idBase, rows, onChange, legend, hint, error, disabled = false }: ScheduleItemsEditorProps) {
  const [announcement, setAnnouncement] = useState('');
  const focusAfter = useRef<string | null>(null);
  // A moved row's button keeps the focus (its element left the DOM and came back); an added row's field takes it; a removed row's neighbour does.
  useEffect(() => {
    if (!focusAfter.current) return;
    document.getElementById(focusAfter.current)?.focus();
    focusAfter.current = null;
  });
  const describedBy = [hint ? `${idBase}-hint` : null, error ? `${idBase}-problem` : null].filter(Boolean).join(' ') || undefined;
  const fieldId = (row: ItemRow) => `${idBase}-${row.key}`;
  const change = (key: string, text: string) => onChange(rows.map((r) => (r.key === key ? { ...r, text } : r)));
  const move = (at: number, by: -1 | 1) => {
    const next = [...rows];
    [next[at], next[at + by]] = [next[at + by], next[at]];
    const to = at + by;
    const edge = to === 0 || to === rows.length - 1;
    focusAfter.current = `${fieldId(rows[at])}-${edge ? (by === -1 ? 'down' : 'up') : by === -1 ? 'up' : 'down'}`;
    setAnnouncement(`${rows[at].text.trim() || 'The empty item'} moved to position ${to + 1} of ${rows.length}.`);
    onChange(next);
  };
  const add = () => {
    const row = newItemRow();
    focusAfter.current = fieldId(row);
    onChange([...rows, row]);
  };
  const remove = (at: number) => {
    const neighbour = rows[at + 1] ?? rows[at - 1];
    focusAfter.current = neighbour ? fieldId(neighbour) : `${idBase}-add`;
    setAnnouncement(`${rows[at].text.trim() || 'The empty item'} removed.`);
    onChange(rows.filter((_, i) => i !== at));
  };
  return (
    <fieldset className="schedule-items" aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
      <legend className="afield__label">{legend}</legend>
      {rows.length === 0 && <p className="form-note">No items yet: add the first one.</p>}
      <ol className="schedule-items__rows">
        {rows.map((row, i) => {
          const name = `item ${i + 1}`;
          return (
            <li key={row.key} className="schedule-items__row">
              <label className="sr-only" htmlFor={fieldId(row)}>
                Item {i + 1}
              </label>
              <span className="schedule-items__number" aria-hidden="true">
                {i + 1}.
              </span>
              <input id={fieldId(row)} value={row.text} maxLength={ITEM_MAX_LENGTH} disabled={disabled} onChange={(e) => change(row.key, e.target.value)} />
              {!disabled && (
                <span className="schedule-items__moves">
                  <button type="button" id={`${fieldId(row)}-up`} className="icon-button" aria-label={`Move ${name} up`} title="Move up" disabled={i === 0} onClick={() => move(i, -1)}>
                    <AdminIcon name="chevronUp" size={18} />
                  </button>
                  <button
                    type="button"
                    id={`${fieldId(row)}-down`}
                    className="icon-button"
                    aria-label={`Move ${name} down`}
                    title="Move down"
                    disabled={i === rows.length - 1}
                    onClick={() => move(i, 1)}
                  >
                    <AdminIcon name="chevronDown" size={18} />
                  </button>
                  <button type="button" className="icon-button icon-button--danger" aria-label={`Remove ${name}`} title="Remove" onClick={() => remove(i)}>
                    <AdminIcon name="trash" size={18} />
                  </button>
                </span>
              )}
            </li>
          );
        })}
      </ol>
      {!disabled && (
        <button type="button" id={`${idBase}-add`} className="text-button" disabled={rows.length >= MAX_ITEMS} onClick={add}>
          <AdminIcon name="plus" size={16} /> {rows.length >= MAX_ITEMS ? `Add an item (at most ${MAX_ITEMS})` : 'Add an item'}
        </button>
      )}
      {hint && (
        <p id={`${idBase}-hint`} className="form-note">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${idBase}-problem`} className="field-problem" role="alert">
          {error}
        </p>
      )}
      <span className="sr-only" role="status">
        {announcement}
      </span>
    </fieldset>
  );
}

/** A schedule's items read only, in order, named by the words above them; `children` (e.g. a problem) go under the list. */
export function ScheduleItemsList({ caption, items, children }: { caption: string; items: readonly string[]; children?: ReactNode }) {
  const captionId = useId();
  return (
    <div className="schedule-items">
      <p className="form-note" id={captionId}>
        {caption}
      </p>
      <ol className="schedule-items__read" aria-labelledby={captionId}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ol>
      {children}
    </div>
  );
}
