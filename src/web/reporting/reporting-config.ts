import type { PageConfig } from '@contract/page-config';

/**
 * The local environment: a page configuration whose `env` is not `production` (the development
 * server of `npm run dev`, a server run with NODE_ENV=development or test). Errors are never
 * reported from there, whatever the DSN.
 */
export const isLocalEnvironment = (env: PageConfig['env']): boolean => env !== 'production';

/** The DSN errors are reported to: the page configuration's, outside the local environment only. */
export function errorReportingDsn(
  config: Pick<PageConfig, 'env' | 'error_reporting_dsn'> | null,
): string | null {
  if (!config?.error_reporting_dsn || isLocalEnvironment(config.env)) return null;
  return config.error_reporting_dsn;
}
