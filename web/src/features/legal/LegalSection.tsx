/** A numbered section of a legal page; the heading level follows where the text is shown (page or dialog). */
import type { ReactNode } from 'react';

export type HeadingLevel = 2 | 3;

interface LegalSectionProps {
  id: string;
  title: string;
  level: HeadingLevel;
  children: ReactNode;
}

export function LegalSection({ id, title, level, children }: LegalSectionProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="legal__section" aria-labelledby={id}>
      <Heading id={id} className="legal__heading">
        {title}
      </Heading>
      {children}
    </section>
  );
}

export const LAST_UPDATED = 'Last updated: 21 August 2025';
