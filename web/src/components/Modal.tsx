/**
 * The one modal of the app, on the native <dialog>: showModal() makes the page behind inert, focus
 * moves to the element marked data-autofocus, Tab and Shift+Tab cycle inside, Escape and a press on
 * the backdrop ask to close (not while busy), the dialog is named by its title (or a label), and focus
 * goes back to what opened it when it closes. Open while `open` is true (default: while mounted).
 * Each screen lays out its own frame inside (the public site's, the admin's Dialog, the photo viewer).
 */
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalProps {
  /** Shown while true; a modal rendered without it is open while mounted. */
  open?: boolean;
  /** Asked to close (Escape, the backdrop, a close button that closes the <dialog>). */
  onClose: () => void;
  className: string;
  /** The id of the heading that names the dialog. */
  labelledBy?: string;
  /** The dialog's name when it has no heading. */
  label?: string;
  describedBy?: string;
  role?: 'dialog' | 'alertdialog';
  /** While true, Escape and the backdrop do not close it (a call is in flight). */
  busy?: boolean;
  /** More keys the dialog answers (arrow keys of a viewer). */
  onKeyDown?: (event: KeyboardEvent<HTMLDialogElement>) => void;
  children: ReactNode;
}

/** Tab and Shift+Tab wrap around the dialog's visible controls. */
function trapTab(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null || el === document.activeElement);
  if (items.length === 0) return;
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

export function Modal({ open = true, onClose, className, labelledBy, label, describedBy, role = 'dialog', busy = false, onKeyDown, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef(onClose);
  const busyRef = useRef(busy);
  useEffect(() => {
    closeRef.current = onClose;
    busyRef.current = busy;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    // A control that closes the <dialog> itself (form method="dialog", ModalCloseButton) asks to close too.
    const onNativeClose = () => closeRef.current();
    dialog.addEventListener('close', onNativeClose);
    return () => {
      dialog.removeEventListener('close', onNativeClose);
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  const requestClose = () => {
    if (!busyRef.current) closeRef.current();
  };

  return (
    <dialog
      ref={ref}
      className={className}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      aria-describedby={describedBy}
      onCancel={(event) => {
        event.preventDefault(); // Escape: the owner's state decides when the dialog goes
        requestClose();
      }}
      onMouseDown={(event) => {
        // A press on the backdrop (the dialog element itself, outside its frame) closes it.
        if (event.target === event.currentTarget) requestClose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !event.defaultPrevented) {
          // This dialog answers its Escape (the one on top: an outer dialog does not hear it).
          event.preventDefault();
          event.stopPropagation();
          requestClose();
          return;
        }
        trapTab(event);
        onKeyDown?.(event);
      }}
    >
      {children}
    </dialog>
  );
}

/** A button that closes the dialog it sits in. */
export function ModalCloseButton({ children, className = 'btn btn--primary' }: { children: ReactNode; className?: string }) {
  return (
    <button type="button" className={className} onClick={(e) => e.currentTarget.closest('dialog')?.close()}>
      {children}
    </button>
  );
}
