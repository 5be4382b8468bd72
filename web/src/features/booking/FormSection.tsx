/** One part of the booking form: a fieldset named by its legend, its fields in the form's grid. */
import type { ReactNode } from 'react';

interface FormSectionProps {
  legend: string;
  /** A modifier of the grid (e.g. form-grid--vehicle). */
  gridClassName?: string;
  children: ReactNode;
}

export function FormSection({ legend, gridClassName, children }: FormSectionProps) {
  return (
    <fieldset className="form-section">
      <legend className="form-section__legend">{legend}</legend>
      <div className={gridClassName ? `form-grid ${gridClassName}` : 'form-grid'}>{children}</div>
    </fieldset>
  );
}
