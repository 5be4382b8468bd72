/** Placeholder while a lazily loaded page arrives. */
export function PageLoading() {
  return (
    <div className="page-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>Loading…</span>
    </div>
  );
}
