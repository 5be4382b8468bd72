/** The frame of the pages a customer opens from an emailed link (signing, quote): the workshop's name, then one card. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from './Logo';

export function CustomerLinkPage({ businessName, title, children }: { businessName: string; title: string; children: ReactNode }) {
  return (
    <div className="signing">
      <header className="signing__header">
        <Link to="/" className="signing__brand" aria-label={`${businessName} home`}>
          <Logo size={40} />
          <span>{businessName}</span>
        </Link>
      </header>
      <main className="signing__main card" id="main">
        <h1 className="signing__title">{title}</h1>
        {children}
      </main>
    </div>
  );
}
