/** A section of a public page: its heading and introduction above what it shows, muted to set it off from the next. */
import type { ReactNode } from 'react';

interface PageSectionProps {
  /** The heading's id, which labels the section. */
  id: string;
  title: string;
  intro: string;
  muted?: boolean;
  children: ReactNode;
}

export function PageSection({ id, title, intro, muted = false, children }: PageSectionProps) {
  return (
    <section className={muted ? 'section section--muted' : 'section'} aria-labelledby={id}>
      <div className="container">
        <div className="section__header">
          <h2 id={id}>{title}</h2>
          <p>{intro}</p>
        </div>
        {children}
      </div>
    </section>
  );
}
