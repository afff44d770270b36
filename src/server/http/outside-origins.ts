import { type Brand, TrackingIds } from '@contract/brand';
import { type TrackerOrigins, trackerOrigins } from '@domain/tracking/trackers';

/** The origin the browser sends error reports to: the DSN's scheme, host and port. */
export const errorReportingOrigin = (dsn: string): string => new URL(dsn).origin;

const unique = (values: string[]): string[] => [...new Set(values)].sort();

/**
 * Origins outside the shop that its pages may reach, per Content-Security-Policy directive: the
 * error-reporting DSN's origin (connect) when one is configured, and the trackers any brand of this
 * shop configures (tag manager scripts, images and calls; the marketing tracker's image). A brand's
 * tracking ids that do not have their form are left out, so nothing else reaches the header.
 */
export function outsideOrigins(options: {
  errorReportingDsn: string | null;
  brands: readonly Pick<Brand, 'properties'>[];
}): TrackerOrigins {
  const all: TrackerOrigins = { script: [], img: [], connect: [] };
  for (const brand of options.brands) {
    const ids = TrackingIds.safeParse(brand.properties.tracking_ids);
    if (!ids.success) continue;
    const origins = trackerOrigins(ids.data);
    all.script.push(...origins.script);
    all.img.push(...origins.img);
    all.connect.push(...origins.connect);
  }
  if (options.errorReportingDsn) all.connect.push(errorReportingOrigin(options.errorReportingDsn));
  return { script: unique(all.script), img: unique(all.img), connect: unique(all.connect) };
}
