/**
 * A modal dialog on the native <dialog> element: the page behind is inert, focus moves into the
 * dialog, Tab and Shift+Tab cycle inside it, Escape or a click on the backdrop closes it, and
 * focus goes back to where it was (the opener) when it closes.
 */
import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { Icon } from './Icon';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** id for the heading that names the dialog. */
  titleId: string;
  children: ReactNode;
  footer?: ReactNode;
}

export function Modal({ open, onClose, title, titleId, children, footer }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // Focus returns to the opener whenever the dialog closes, however it was closed.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onNativeClose = () => {
      opener.current?.focus();
      opener.current = null;
      onClose();
    };
    const onCancel = (event: Event) => {
      event.preventDefault(); // Escape: close through our own path so state stays in step
      dialog.close();
    };
    dialog.addEventListener('close', onNativeClose);
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('close', onNativeClose);
      dialog.removeEventListener('cancel', onCancel);
    };
  }, [onClose]);

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

  function closeOnBackdrop(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget) event.currentTarget.close();
  }

  return (
    <dialog ref={ref} className="modal" aria-labelledby={titleId} onKeyDown={trapTab} onClick={closeOnBackdrop}>
      <div className="modal__frame">
        <header className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button type="button" className="modal__close" aria-label={`Close ${title}`} data-autofocus onClick={() => ref.current?.close()}>
            <Icon name="close" size={22} />
          </button>
        </header>
        <div className="modal__body" tabIndex={0} role="region" aria-label={`${title} text`}>
          {children}
        </div>
        {footer !== undefined && <footer className="modal__footer">{footer}</footer>}
      </div>
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
