/**
 * The text box of a search that lists what it finds as you type (WAI-ARIA 1.2 combobox with a
 * listbox; the focus stays in the box): it names the list it controls, whether that list is open and,
 * while it is, the option the arrow keys are on. The arrow keys themselves are the caller's.
 */
import type { InputHTMLAttributes } from 'react';

type ComboboxInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role' | 'onChange'> & {
  /** The id of the listbox. */
  listId: string;
  /** The list shows options now. */
  expanded: boolean;
  /** The id of the option the arrow keys are on. */
  activeId: string;
  value: string;
  onChange: (text: string) => void;
};

export function ComboboxInput({ listId, expanded, activeId, onChange, ...rest }: ComboboxInputProps) {
  return (
    <input
      type="text"
      role="combobox"
      aria-expanded={expanded}
      aria-controls={listId}
      aria-activedescendant={expanded ? activeId : undefined}
      aria-autocomplete="list"
      autoComplete="off"
      maxLength={100}
      {...rest}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
