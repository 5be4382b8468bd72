/**
 * The fields a change altered, before → after, behind a disclosure ('2 fields changed'): each field
 * by name, the old value struck through and the new one beside it (a document's lines as lists,
 * one above the other). Screen readers hear 'from … to …'.
 */
import type { AdminAuditEventFragment } from '../../../gql/graphql';
import { fieldLabel, showValue, type ShownValue } from './audit-values';

type Change = AdminAuditEventFragment['fieldChanges'][number];

function Value({ value, side }: { value: ShownValue; side: 'before' | 'after' }) {
  const Tag = side === 'before' ? 'del' : 'ins';
  if (value.kind === 'none') return <span className={`field-change__value field-change__value--${side} field-change__value--none`}>none</span>;
  if (value.kind === 'text') return <Tag className={`field-change__value field-change__value--${side}`}>{value.text}</Tag>;
  return (
    <Tag className={`field-change__value field-change__value--${side} field-change__value--lines`}>
      <ul>
        {value.lines.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ul>
    </Tag>
  );
}

function ChangeRow({ change }: { change: Change }) {
  const before = showValue(change.field, change.before);
  const after = showValue(change.field, change.after);
  const lists = before.kind === 'lines' || after.kind === 'lines';
  return (
    <div className={lists ? 'field-change field-change--lists' : 'field-change'} data-testid="field-change">
      <dt>{fieldLabel(change.field)}</dt>
      <dd>
        <span className="sr-only">from </span>
        <Value value={before} side="before" />
        <span className="field-change__arrow" aria-hidden="true">
          →
        </span>
        <span className="sr-only"> to </span>
        <Value value={after} side="after" />
      </dd>
    </div>
  );
}

export function FieldChanges({ changes: all }: { changes: readonly Change[] }) {
  // A field recorded without a value on either side (a phone not given when a card was made) says nothing.
  const changes = all.filter((change) => (change.before ?? '') !== (change.after ?? ''));
  if (changes.length === 0) return null;
  return (
    <details className="field-changes">
      <summary>
        {changes.length === 1 ? `1 field changed: ${fieldLabel(changes[0].field)}` : `${changes.length} fields changed`}
      </summary>
      <dl>
        {changes.map((change) => (
          <ChangeRow key={change.field} change={change} />
        ))}
      </dl>
    </details>
  );
}
