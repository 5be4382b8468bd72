/** The frame of the signed-out screens: the workshop's mark above a centred card. */
import type { ReactNode } from 'react';
import { Logo } from '../../../components/Logo';
import { ButtonLink } from '../ui/Button';
import { Banner } from '../ui/Notices';

interface AuthLayoutProps {
  businessName: string;
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

export function AuthLayout({ businessName, title, subtitle, children }: AuthLayoutProps) {
  return (
    <div className="auth-screen">
      <main className="auth-card">
        <div className="auth-card__brand">
          <Logo size={48} />
          <div>
            <strong>{businessName}</strong>
            <span className="auth-card__eyebrow">Back Office</span>
          </div>
        </div>
        <h1 className="auth-card__title">{title}</h1>
        {subtitle && <p className="auth-card__subtitle">{subtitle}</p>}
        {children}
      </main>
    </div>
  );
}

/** A signed-out page opened from an emailed link that lacks its token: what is wrong, and the way to sign in. */
export function IncompleteLink({ message, back }: { message: string; back: string }) {
  return (
    <>
      <Banner tone="error" lifetime={0}>
        {message}
      </Banner>
      <ButtonLink block to="/admin">
        {back}
      </ButtonLink>
    </>
  );
}
