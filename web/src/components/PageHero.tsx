/** The dark band that opens an inner page: its heading and one line of introduction. */
import type { ReactNode } from 'react';

interface PageHeroProps {
  title: string;
  children?: ReactNode;
  eyebrow?: string;
}

export function PageHero({ title, children, eyebrow }: PageHeroProps) {
  return (
    <section className="page-hero">
      <div className="container">
        {eyebrow && <p className="page-hero__eyebrow">{eyebrow}</p>}
        <h1>{title}</h1>
        {children && <p className="page-hero__lead">{children}</p>}
      </div>
    </section>
  );
}
