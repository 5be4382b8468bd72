/**
 * The public site's dialog frame on the one Modal: the title with a close button, a scrolling
 * text region and an optional footer.
 */
import type { ReactNode } from 'react';
import { Icon } from './Icon';
import { Modal } from './Modal';

interface PublicDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** id for the heading that names the dialog. */
  titleId: string;
  children: ReactNode;
  footer?: ReactNode;
}

export function PublicDialog({ open, onClose, title, titleId, children, footer }: PublicDialogProps) {
  return (
    <Modal open={open} onClose={onClose} className="modal" labelledBy={titleId}>
      <div className="modal__frame">
        <header className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button type="button" className="modal__close" aria-label={`Close ${title}`} data-autofocus onClick={onClose}>
            <Icon name="close" size={22} />
          </button>
        </header>
        <div className="modal__body" tabIndex={0} role="region" aria-label={`${title} text`}>
          {children}
        </div>
        {footer !== undefined && <footer className="modal__footer">{footer}</footer>}
      </div>
    </Modal>
  );
}
