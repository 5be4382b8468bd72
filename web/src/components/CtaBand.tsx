/** The call-to-action band that closes a public page: a heading and a sentence beside its buttons. */
import type { ReactNode } from 'react';

interface CtaBandProps {
  /** The heading's id, which labels the section. */
  id: string;
  title: string;
  text: string;
  /** Less space above and below. */
  tight?: boolean;
  /** The buttons. */
  children: ReactNode;
}

export function CtaBand({ id, title, text, tight = false, children }: CtaBandProps) {
  return (
    <section className={tight ? 'section section--tight' : 'section'} aria-labelledby={id}>
      <div className="container">
        <div className="cta-band">
          <div>
            <h2 id={id}>{title}</h2>
            <p>{text}</p>
          </div>
          {children}
        </div>
      </div>
    </section>
  );
}
