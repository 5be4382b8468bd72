/**
 * A record's details in a panel, shown and edited in place (a customer's contact details, a
 * vehicle's make, model, year and VIN): Edit opens the form, Save sends it, Cancel (or a save)
 * gives focus back to Edit. When the server refuses, its message goes under the field it names
 * (`extensions.fields`), else in a banner above the form.
 */
import { useId, useRef, useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { describeFailure, type FieldMessages } from '../../../shared/api-errors';
import { errorMessage } from '../errors';
import { AdminIcon, type AdminIconName } from './AdminIcon';
import { Banner, useNotices } from './Notices';
import { Button } from './Button';
import { FormActions } from './FormActions';
import { Field } from './Field';

export type DetailsText<Name extends string> = Record<Name, string>;

export interface DetailsField<Name extends string> {
  name: Name;
  label: string;
  /** A textarea across the whole form (notes). */
  multiline?: boolean;
  /** The input's own attributes (type, maxLength, required, inputMode…). */
  input?: Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>;
  /** A choice among these (a select) instead of typed text. */
  choices?: ReadonlyArray<{ value: string; label: string }>;
}

interface DetailsPanelProps<Name extends string> {
  title: string;
  icon: AdminIconName;
  className?: string;
  /** What is edited, for the Edit button's and the form's names: 'the details of Casey'. */
  editName: string;
  fields: ReadonlyArray<DetailsField<Name>>;
  /** The text the form starts from. */
  start: () => DetailsText<Name>;
  /** Saves the form; answers the notice to show. A thrown error is the server's refusal. */
  save: (text: DetailsText<Name>) => Promise<string>;
  /** The details as shown when not editing. */
  children: ReactNode;
}

export function DetailsPanel<Name extends string>({ title, icon, className, editName, fields, start, save, children }: DetailsPanelProps<Name>) {
  const uid = useId();
  const notices = useNotices();
  const [editing, setEditing] = useState<DetailsText<Name> | null>(null);
  const [problem, setProblem] = useState<{ message: string; fields: FieldMessages } | null>(null);
  const [saving, setSaving] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);

  function stop() {
    setEditing(null);
    setProblem(null);
    // Focus goes back to the button that opened the form.
    window.setTimeout(() => editButton.current?.focus(), 0);
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!editing || saving) return;
    setProblem(null);
    setSaving(true);
    try {
      notices.success(await save(editing));
      stop();
    } catch (failure) {
      const described = describeFailure(failure);
      setProblem({ message: errorMessage(failure), fields: (described.kind === 'rejected' && described.fields) || {} });
    } finally {
      setSaving(false);
    }
  }

  // A message the form shows under a field is not repeated in the banner.
  const atField = problem ? fields.some((field) => problem.fields[field.name]) : false;

  const fieldView = ({ name, label, multiline, input, choices }: DetailsField<Name>, index: number) => {
    const id = `${uid}-${name}`;
    const message = problem?.fields[name];
    const problemId = `${id}-problem`;
    const common = {
      id,
      value: editing?.[name] ?? '',
      'aria-invalid': message ? true : undefined,
      'aria-describedby': message ? problemId : undefined,
      onChange: (e: { target: { value: string } }) => setEditing((d) => d && { ...d, [name]: e.target.value }),
    };
    return (
      <Field key={name} id={id} label={label} className={multiline ? 'form-grid-4__full' : undefined}>
        {multiline ? (
          <textarea {...common} rows={3} maxLength={5000} />
        ) : choices ? (
          <select {...common}>
            {choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        ) : (
          <input {...common} autoComplete="off" autoFocus={index === 0} {...input} />
        )}
        {message && (
          <p className="field-problem" id={problemId}>
            {message}
          </p>
        )}
      </Field>
    );
  };

  return (
    <section className={className ? `panel details-panel ${className}` : 'panel details-panel'} aria-labelledby={`${uid}-title`}>
      <header className="panel__header">
        <h2 id={`${uid}-title`} className="panel__title">
          <AdminIcon name={icon} size={18} /> {title}
        </h2>
        {!editing && (
          <Button size="small" ref={editButton} onClick={() => setEditing(start())} aria-label={`Edit ${editName}`}>
            Edit
          </Button>
        )}
      </header>
      {editing ? (
        <form className="block-form" onSubmit={onSubmit} aria-label={`Edit ${editName}`}>
          {problem && !atField && (
            <Banner tone="error" lifetime={0}>
              {problem.message}
            </Banner>
          )}
          <div className="form-grid-4">{fields.map(fieldView)}</div>
          <FormActions className="form-actions" busy={saving} onCancel={stop} icon="check" label="Save" />
        </form>
      ) : (
        children
      )}
    </section>
  );
}

/** The read view of a details panel: label and value pairs, the `wide` ones across the panel. */
export function DetailsList({ items }: { items: ReadonlyArray<{ label: string; value: ReactNode; wide?: boolean; className?: string }> }) {
  return (
    <dl className="detail-list">
      {items.map(({ label, value, wide, className }) => (
        <div key={label} className={wide ? 'detail-list__wide' : undefined}>
          <dt>{label}</dt>
          <dd className={className}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
