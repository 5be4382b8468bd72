/**
 * Error boundary of the routes: a rendering failure shows 'Something went wrong.' and its details.
 * A page whose code is gone (a new version was deployed while this tab was open, so the old
 * chunks no longer exist) reloads once instead, which brings the new version.
 */
import { Component, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Icon } from '../components/Icon';
import { HydrationMark } from '../shared/hydration';

function detailsOf(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  try {
    return JSON.stringify(error, null, 2) ?? String(error);
  } catch {
    return String(error);
  }
}

function RouteError({ error }: { error: unknown }) {
  return (
    <div className="container page error-page" role="alert">
      <Icon name="alert" size={48} className="error-page__icon" />
      <h1>Something went wrong.</h1>
      <p className="lead">Sorry, this page could not be shown. Please try again, or come back to the home page.</p>
      <details className="error-page__details" open>
        <summary>Details</summary>
        <pre>{detailsOf(error)}</pre>
      </details>
      <HydrationMark />
      <div className="button-row">
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          Reload the page
        </button>
        <Link to="/" className="btn btn--ghost">
          Go to the home page
        </Link>
      </div>
    </div>
  );
}

interface BoundaryProps {
  /** The error is forgotten when this changes (another page was opened). */
  resetKey: string;
  children: ReactNode;
}

// Chrome, Firefox and Safari word it differently; Vite's own message for a stylesheet.
const STALE_CHUNK = /dynamically imported module|Importing a module script failed|Unable to preload CSS/i;
const RELOADED_AT = 'reloadedForNewVersion';

/** Reloads the page when `error` says a page's code could not be fetched, at most once a minute (never a loop). */
function reloadForNewVersion(error: unknown): boolean {
  if (!(error instanceof Error) || !STALE_CHUNK.test(error.message)) return false;
  try {
    const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
    if (Date.now() - last < 60_000) return false;
    sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  } catch {
    return false; // no storage: better the explanation than a possible loop
  }
  window.location.reload();
  return true;
}

class Boundary extends Component<BoundaryProps, { error: unknown; failedAt: string | null; reloading: boolean }> {
  override state = { error: null as unknown, failedAt: null as string | null, reloading: false };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { failedAt: string | null; error: unknown }) {
    if (state.failedAt === null && state.error !== null) return { failedAt: props.resetKey };
    if (state.failedAt !== null && state.failedAt !== props.resetKey) return { error: null, failedAt: null };
    return null;
  }

  override componentDidCatch(error: unknown) {
    if (reloadForNewVersion(error)) {
      this.setState({ reloading: true });
      return;
    }
    if (import.meta.env.DEV) console.error(error);
  }

  override render() {
    if (this.state.reloading) return <p className="container page">Loading the latest version…</p>;
    return this.state.failedAt !== null ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/** Shows RouteError instead of the children when they fail; navigating elsewhere tries again. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <Boundary resetKey={useLocation().pathname}>{children}</Boundary>;
}
