/**
 * The admin's buttons: one look per variant (the `abtn` classes), a size, full width, an optional
 * icon, and a busy state (a spinner in place of the icon, aria-busy, disabled, an optional busy
 * label). A button is type="button" unless it says otherwise, so it never submits a form by accident.
 * `buttonClass` gives the same look to a link (`ButtonLink`) or a label.
 */
import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { AdminIcon, type AdminIconName } from './AdminIcon';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'warning' | 'danger-link';

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: 'small' | 'medium';
  /** The full width of its container. */
  block?: boolean;
  className?: string;
}

const VARIANT_CLASS: Record<ButtonVariant, string> = {
  primary: 'abtn--primary',
  secondary: 'abtn--ghost',
  danger: 'abtn--danger',
  warning: 'abtn--warning',
  'danger-link': 'abtn--ghost abtn--danger-text',
};

export function buttonClass({ variant = 'secondary', size = 'medium', block = false, className }: ButtonLook = {}): string {
  return ['abtn', VARIANT_CLASS[variant], size === 'small' ? 'abtn--small' : null, block ? 'abtn--block' : null, className].filter(Boolean).join(' ');
}

export interface ButtonProps extends ButtonLook, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> {
  /** An icon before the text (replaced by a spinner while busy). */
  icon?: AdminIconName;
  iconSize?: number;
  /** A call is in flight: a spinner, aria-busy, and no second press. */
  busy?: boolean;
  /** The text while busy (the children otherwise). */
  busyLabel?: ReactNode;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, block, className, icon, iconSize = 18, busy = false, busyLabel, type = 'button', disabled, children, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClass({ variant, size, block, className })}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy ? <span className="aspinner aspinner--small" aria-hidden="true" /> : icon && <AdminIcon name={icon} size={iconSize} />}
      {busy && busyLabel !== undefined ? busyLabel : children}
    </button>
  );
});

export type ButtonLinkProps = ButtonLook & Omit<LinkProps, 'className'>;

/** A link that looks like a button (it goes somewhere: a page, not an action). */
export function ButtonLink({ variant, size, block, className, ...rest }: ButtonLinkProps) {
  return <Link className={buttonClass({ variant, size, block, className })} {...rest} />;
}
