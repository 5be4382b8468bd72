/**
 * The admin's dialog frame on the one Modal (components/Modal.tsx: inert page, focus trap, Escape,
 * focus restored): the title with its close button, an optional subtitle, the body with the
 * dialog's own banners and the footer. Dialogs opened later stack above earlier ones.
 */
import { useId, type ReactNode } from 'react';
import { Modal } from '../../../components/Modal';
import { AdminIcon } from './AdminIcon';
import { FormActions, type FormActionsProps } from './FormActions';
import { NoticeProvider, NoticeStack } from './Notices';

interface DialogProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /**
   * Buttons along the bottom. Without it, children lay out the panel themselves with
   * DialogBody and DialogFooter, so actions and content share the dialog's banners.
   */
  footer?: ReactNode;
  /** A line under the title. */
  subtitle?: ReactNode;
  size?: 'small' | 'medium' | 'large';
  /** 'alertdialog' for confirmations. */
  role?: 'dialog' | 'alertdialog';
  describedBy?: string;
  /** While true, Escape and the backdrop do not close it (a call is in flight). */
  busy?: boolean;
}

export function Dialog({ title, onClose, children, footer, subtitle, size = 'medium', role = 'dialog', describedBy, busy = false }: DialogProps) {
  const titleId = useId();
  return (
    <Modal className={`dialog dialog--${size}`} onClose={onClose} labelledBy={titleId} describedBy={describedBy} role={role} busy={busy}>
      <div className="dialog__panel">
        <NoticeProvider>
          <header className="dialog__header">
            <div>
              <h2 id={titleId} className="dialog__title">
                {title}
              </h2>
              {subtitle && <p className="dialog__subtitle">{subtitle}</p>}
            </div>
            <button type="button" className="icon-button" onClick={() => !busy && onClose()} aria-label="Close dialog" disabled={busy}>
              <AdminIcon name="close" />
            </button>
          </header>
          {footer === undefined ? (
            children
          ) : (
            <>
              <DialogBody>{children}</DialogBody>
              <DialogFooter>{footer}</DialogFooter>
            </>
          )}
        </NoticeProvider>
      </div>
    </Modal>
  );
}

/** The scrolling content of a dialog; its banners (useNotices inside the dialog) sit on top. */
export function DialogBody({ children }: { children: ReactNode }) {
  return (
    <div className="dialog__body">
      <NoticeStack className="notice-stack--dialog" />
      {children}
    </div>
  );
}

export function DialogFooter({ children }: { children: ReactNode }) {
  return <footer className="dialog__footer">{children}</footer>;
}

/** A form dialog's footer: Cancel, and the button that submits the dialog's form (a spinner while it works). */
export function FormDialogFooter({ loading, ...actions }: Omit<FormActionsProps, 'busy' | 'form'> & { form: string; loading: boolean }) {
  return (
    <DialogFooter>
      <FormActions busy={loading} {...actions} />
    </DialogFooter>
  );
}
