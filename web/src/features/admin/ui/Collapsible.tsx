/** A page section whose heading is a disclosure button (aria-expanded) that shows or hides its body. */
import { useId, useState, type ReactNode } from 'react';
import { AdminIcon, type AdminIconName } from './AdminIcon';

interface CollapsibleProps {
  title: string;
  icon?: AdminIconName;
  defaultOpen?: boolean;
  /** Shown at the right of the heading, e.g. a count badge. */
  aside?: ReactNode;
  tone?: 'default' | 'muted';
  children: ReactNode;
}

export function Collapsible({ title, icon, defaultOpen = false, aside, tone = 'default', children }: CollapsibleProps) {
  const [open, setOpen] = useState(defaultOpen);
  const bodyId = useId();
  return (
    <section className={`panel collapsible collapsible--${tone}${open ? ' is-open' : ''}`}>
      <h2 className="collapsible__heading">
        <button type="button" className="collapsible__toggle" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen((o) => !o)}>
          {icon && <AdminIcon name={icon} className="collapsible__icon" />}
          <span className="collapsible__title">{title}</span>
          {aside}
          <AdminIcon name="chevronDown" className="collapsible__chevron" />
        </button>
      </h2>
      <div id={bodyId} className="collapsible__body" hidden={!open}>
        {children}
      </div>
    </section>
  );
}
