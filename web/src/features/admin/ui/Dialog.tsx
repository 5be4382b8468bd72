/**
 * An accessible modal on the native <dialog>: showModal() makes the rest of the page inert,
 * Tab wraps inside it, Escape (and a click on the backdrop) asks to close, the title labels it,
 * and focus returns where it was. Dialogs opened later stack above earlier ones.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { AdminIcon, type AdminIconName } from './AdminIcon';
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

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function Dialog({ title, onClose, children, footer, subtitle, size = 'medium', role = 'dialog', describedBy, busy = false }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const closeRef = useRef(onClose);
  const busyRef = useRef(busy);
  useEffect(() => {
    closeRef.current = onClose;
    busyRef.current = busy;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const returnTo = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    const preferred = dialog.querySelector<HTMLElement>('[data-autofocus]');
    preferred?.focus();
    return () => {
      if (dialog.open) dialog.close();
      // Give focus back to what opened the dialog, if it is still on the page.
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, []);

  const requestClose = () => {
    if (!busyRef.current) closeRef.current();
  };

  return (
    <dialog
      ref={ref}
      className={`dialog dialog--${size}`}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onCancel={(e) => {
        e.preventDefault(); // React state decides when the dialog goes
        requestClose();
      }}
      onMouseDown={(e) => {
        // A press on the backdrop (the dialog element itself, outside its panel) closes it.
        if (e.target === ref.current) requestClose();
      }}
      onKeyDown={(e) => {
        if (e.key !== 'Tab') return;
        const items = Array.from(ref.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []).filter((el) => el.offsetParent !== null);
        if (!items.length) return;
        const first = items[0];
        const last = items[items.length - 1];
        if (e.shiftKey && document.activeElement === first) {
          e.preventDefault();
          last.focus();
        } else if (!e.shiftKey && document.activeElement === last) {
          e.preventDefault();
          first.focus();
        }
      }}
    >
      <div className="dialog__panel">
        <NoticeProvider>
        <header className="dialog__header">
          <div>
            <h2 id={titleId} className="dialog__title">
              {title}
            </h2>
            {subtitle && <p className="dialog__subtitle">{subtitle}</p>}
          </div>
          <button type="button" className="icon-button" onClick={requestClose} aria-label="Close dialog" disabled={busy}>
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
    </dialog>
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

interface FormDialogFooterProps {
  /** The id of the dialog's form, which the primary button submits. */
  form: string;
  loading: boolean;
  onCancel: () => void;
  icon: AdminIconName;
  label: string;
  /** Shown with a spinner while the form is being sent (its label otherwise). */
  busyLabel?: string;
  disabled?: boolean;
}

/** A form dialog's footer: Cancel, and the button that submits the form (a spinner while it works). */
export function FormDialogFooter({ form, loading, onCancel, icon, label, busyLabel = label, disabled = false }: FormDialogFooterProps) {
  return (
    <DialogFooter>
      <button type="button" className="abtn abtn--ghost" onClick={onCancel} disabled={loading}>
        Cancel
      </button>
      <button type="submit" form={form} className="abtn abtn--primary" disabled={loading || disabled}>
        {loading ? <span className="aspinner aspinner--small" aria-hidden="true" /> : <AdminIcon name={icon} size={18} />}
        {loading ? busyLabel : label}
      </button>
    </DialogFooter>
  );
}
