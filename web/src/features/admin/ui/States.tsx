/** Small shared states of the back office: empty lists, loading, failed loads and page headers. */
import type { ReactNode } from 'react';
import { errorMessage } from '../errors';
import { AdminIcon, type AdminIconName } from './AdminIcon';
import { Button } from './Button';

export function EmptyState({ icon = 'check', children }: { icon?: AdminIconName; children: ReactNode }) {
  return (
    <div className="empty-state">
      <AdminIcon name={icon} size={28} className="empty-state__icon" />
      <p>{children}</p>
    </div>
  );
}

export function LoadingState({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="loading-state" role="status">
      <span className="aspinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="load-failed" role="alert">
      <AdminIcon name="alert" size={22} />
      <p>{message}</p>
      <Button size="small" onClick={onRetry}>
        <AdminIcon name="refresh" size={16} /> Try again
      </Button>
    </div>
  );
}

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}

export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <header className="page-header">
      <div>
        <h1 className="page-header__title">{title}</h1>
        {description && <p className="page-header__description">{description}</p>}
      </div>
      {actions && <div className="page-header__actions">{actions}</div>}
    </header>
  );
}

/** A page whose record has not come (yet): its failure with a retry under the page's title, or loading. */
export function PageLoad({ title, error, onRetry, loadingLabel }: { title: string; error: unknown; onRetry: () => void; loadingLabel: string }) {
  return error ? (
    <>
      <PageHeader title={title} />
      <LoadFailed message={errorMessage(error)} onRetry={onRetry} />
    </>
  ) : (
    <LoadingState label={loadingLabel} />
  );
}
