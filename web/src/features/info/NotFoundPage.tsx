/** 404 for any public address that matches no page. */
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <div className="container page not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>Page not found</h1>
      <p className="lead">Sorry, we could not find that page. It may have moved, or the address may be mistyped.</p>
      <p className="button-row">
        <Link to="/" className="btn btn--primary">
          Go to the home page
        </Link>
        <Link to="/booking" className="btn btn--ghost">
          Book a service
        </Link>
      </p>
    </div>
  );
}
