/** An inline 24×24 stroke icon in currentColor: hidden from assistive tech unless it is labelled. */
import type { ReactNode } from 'react';

export interface SvgIconProps {
  size: number;
  className?: string;
  /** Give a label only when the icon carries meaning on its own. */
  label?: string;
  children: ReactNode;
}

export function SvgIcon({ size, className, label, children }: SvgIconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      {children}
    </svg>
  );
}
