/**
 * A row's icon-only action (view, resend, delete…): the icon, an accessible name that says which
 * row it acts on, and a tooltip. `stopPropagation` keeps a click off a clickable row behind it.
 */
import type { MouseEvent } from 'react';
import { AdminIcon, type AdminIconName } from './AdminIcon';

interface IconButtonProps {
  icon: AdminIconName;
  /** The accessible name, naming the row (e.g. 'Delete invoice INV-000123'). */
  label: string;
  title: string;
  onClick: () => void;
  disabled?: boolean;
  danger?: boolean;
  stopPropagation?: boolean;
}

export function IconButton({ icon, label, title, onClick, disabled, danger, stopPropagation }: IconButtonProps) {
  const click = (event: MouseEvent) => {
    if (stopPropagation) event.stopPropagation();
    onClick();
  };
  return (
    <button type="button" className={danger ? 'icon-button icon-button--danger' : 'icon-button'} aria-label={label} title={title} disabled={disabled} onClick={click}>
      <AdminIcon name={icon} size={18} />
    </button>
  );
}
