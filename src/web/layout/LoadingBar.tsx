import { usePendingRequests } from '@web/api/use-pending-requests';

/** Thin bar at the top of the page while any counted request runs (spec: loading counter). */
export function LoadingBar() {
  const pending = usePendingRequests();
  return <div className="loading-bar" data-active={pending > 0} aria-hidden="true" />;
}
