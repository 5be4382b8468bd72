/** An in-page message that screen readers announce as soon as it appears (role="alert"). */
import type { ReactNode } from 'react';
import { Icon } from './Icon';

export type AlertTone = 'success' | 'error' | 'info';

interface AlertProps {
  tone: AlertTone;
  children: ReactNode;
  /** 'alert' interrupts (results of an action); 'status' waits politely (progress). */
  role?: 'alert' | 'status';
  id?: string;
}

export function Alert({ tone, children, role = 'alert', id }: AlertProps) {
  return (
    <div id={id} role={role} className={`alert alert--${tone}`}>
      <Icon name={tone === 'success' ? 'check' : tone === 'error' ? 'alert' : 'clock'} className="alert__icon" />
      <div className="alert__text">{children}</div>
    </div>
  );
}
