/** A page header's button that opens and closes a form above the list ('New invoice', 'New Job Card'). */
import type { ReactNode } from 'react';
import { AdminIcon, type AdminIconName } from './AdminIcon';
import { Button } from './Button';

interface FormToggleProps {
  open: boolean;
  onToggle: () => void;
  /** The id of the form's section. */
  controls: string;
  icon: AdminIconName;
  children: ReactNode;
}

export function FormToggle({ open, onToggle, controls, icon, children }: FormToggleProps) {
  return (
    <Button variant={open ? 'secondary' : 'primary'} aria-expanded={open} aria-controls={controls} onClick={onToggle}>
      <AdminIcon name={open ? 'close' : icon} size={18} /> {children}
    </Button>
  );
}
