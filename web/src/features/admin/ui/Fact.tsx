import type { ReactNode } from 'react';

/** One row of a detail list (`<dl>`): what it is, and its value. */
export function Fact({ term, className, children }: { term: ReactNode; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
