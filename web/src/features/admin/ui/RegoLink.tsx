/** A rego that opens the vehicle's history (every page where staff meet a rego links it there). */
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
