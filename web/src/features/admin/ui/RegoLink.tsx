/** A rego that opens the vehicle's history (every page where staff meet a rego links it there). */
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export function vehiclePath(rego: string): string {
  return `/admin/vehicles/${encodeURIComponent(rego.replace(/\s+/g, '').toUpperCase())}`;
}

export function RegoLink({ rego, className }: { rego: string; className?: string }) {
  return (
    <Link
      to={vehiclePath(rego)}
      className={className ? `rego-link mono ${className}` : 'rego-link mono'}
      aria-label={`${rego}: vehicle history`}
      title={`Vehicle history of ${rego}`}
      onClick={(e) => e.stopPropagation()}
    >
      {rego}
    </Link>
  );
}

/** A customer with their vehicle's rego under it (a list's customer column). */
export function CustomerCell({ name, rego }: { name: ReactNode; rego: string }) {
  return (
    <>
      {typeof name === 'string' ? <span className="cell-main">{name}</span> : name}
      <RegoLink rego={rego} className="cell-sub" />
    </>
  );
}
