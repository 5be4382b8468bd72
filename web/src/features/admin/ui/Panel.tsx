/** A titled section of an admin page (the `panel` card): its heading names the section, actions sit beside it. */
import { useId, type ReactNode } from 'react';

interface PanelProps {
  title: ReactNode;
  /** Beside the title (a link, a button). */
  actions?: ReactNode;
  /** The heading's level (2 under a page's h1). */
  level?: 2 | 3;
  className?: string;
  'data-testid'?: string;
  children: ReactNode;
}

export function Panel({ title, actions, level = 2, className, children, 'data-testid': testId }: PanelProps) {
  const titleId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={className ? `panel ${className}` : 'panel'} aria-labelledby={titleId} data-testid={testId}>
      <header className="panel__header">
        <Heading id={titleId} className="panel__title">
          {title}
        </Heading>
        {actions}
      </header>
      {children}
    </section>
  );
}
