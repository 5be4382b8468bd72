/**
 * A dialog that is one form. `FormDialog` keeps the dialog waiting (no Escape, no backdrop, no close
 * button) while the form's call is in flight: the form, rendered inside the dialog so that its
 * banners land there, gets `setBusy`. `DialogForm` lays the form out: the body with the dialog's
 * banners, and the footer's Cancel and submit button, which names the form by its id.
 */
import type { FormEvent, ReactNode } from 'react';
import { useState } from 'react';
import { Dialog, DialogBody, FormDialogFooter } from './Dialog';

interface FormDialogProps {
  title: ReactNode;
  subtitle?: ReactNode;
  onClose: () => void;
  size?: 'small' | 'medium' | 'large';
  /** The form, given what tells the dialog a call is in flight. */
  children: (setBusy: (busy: boolean) => void) => ReactNode;
}

export function FormDialog({ title, subtitle, onClose, size = 'small', children }: FormDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog title={title} subtitle={subtitle} onClose={onClose} busy={busy} size={size}>
      {children(setBusy)}
    </Dialog>
  );
}

type DialogFormProps = Omit<Parameters<typeof FormDialogFooter>[0], 'form'> & {
  /** The form's id (the footer's submit button names it). */
  id: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  className?: string;
  /** The form checks its fields itself (the browser's bubbles stay away). */
  noValidate?: boolean;
  children: ReactNode;
};

export function DialogForm({ id, onSubmit, className, noValidate, children, ...footer }: DialogFormProps) {
  return (
    <>
      <DialogBody>
        <form id={id} onSubmit={onSubmit} className={className} noValidate={noValidate}>
          {children}
        </form>
      </DialogBody>
      <FormDialogFooter form={id} {...footer} />
    </>
  );
}
