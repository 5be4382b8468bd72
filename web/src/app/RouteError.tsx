/** Error boundary of the routes: a rendering failure shows 'Something went wrong.' and its details. */
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Icon } from '../components/Icon';

function detailsOf(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}${error.data ? `\n${String(error.data)}` : ''}`;
  if (error instanceof Error) return error.message || error.name;
  try {
    return JSON.stringify(error, null, 2) ?? String(error);
  } catch {
    return String(error);
  }
}

export function RouteError() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <div className="container page error-page" role="alert">
      <Icon name="alert" size={48} className="error-page__icon" />
      <h1>Something went wrong.</h1>
      <p className="lead">Sorry, this page could not be shown. Please try again, or come back to the home page.</p>
      <details className="error-page__details" open>
        <summary>Details</summary>
        <pre>{detailsOf(error)}</pre>
      </details>
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
