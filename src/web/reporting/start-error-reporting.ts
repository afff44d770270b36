import type { PageConfig } from '@contract/page-config';
import { awaitReporter, dropReporter } from './failed-calls';
import { errorReportingDsn } from './reporting-config';

/** After the page's own load, so the reporting SDK never competes with the first screen. */
function afterPageLoad(run: () => void): void {
  if (document.readyState === 'complete') window.setTimeout(run, 0);
  else window.addEventListener('load', () => window.setTimeout(run, 0), { once: true });
}

/**
 * Switches error reporting on when the page configuration carries a DSN outside the local
 * environment: failures from now on wait, and the reporter (with the SDK, its own chunk) loads
 * after the page. Without a DSN nothing is loaded and nothing is sent.
 */
export function startErrorReporting(config: PageConfig | null): void {
  const dsn = errorReportingDsn(config);
  if (!dsn) return;
  awaitReporter();
  afterPageLoad(() => {
    import('./sentry-reporter')
      .then(({ startSentryReporter }) => startSentryReporter(dsn))
      .catch(() => dropReporter());
  });
}
