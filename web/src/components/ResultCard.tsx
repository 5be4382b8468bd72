/**
 * The card of a one-question page behind a customer's emailed link (cancel a booking, unsubscribe):
 * in the middle of the page, its icon in a circle, then its words and buttons.
 */
import type { ReactNode } from 'react';
import './result-card.css';

interface ResultCardProps {
  /** The card's state: 'done' and 'failed' colour the icon. */
  tone: string;
  icon: ReactNode;
  children: ReactNode;
}

export function ResultCard({ tone, icon, children }: ResultCardProps) {
  return (
    <div className="container page result-page">
      <div className={`card result-card result-card--${tone}`}>
        <span className="result-card__icon" aria-hidden="true">
          {icon}
        </span>
        {children}
      </div>
    </div>
  );
}
