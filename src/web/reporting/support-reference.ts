import { callApi } from '@web/api/client';
import { sessionApi } from '@web/api/endpoints';

/** The look-up's own endpoint: its failure is not reported (that would ask again, and again). */
export const SUPPORT_REFERENCE_ENDPOINT = sessionApi.supportReference.path;

let known: Promise<string | null> | null = null;

/**
 * The visitor's support reference (what they read out to support from "Help & contact"), asked
 * once per page; null when it cannot be had, and then asked again for the next report.
 */
export function supportReference(): Promise<string | null> {
  known ??= callApi(sessionApi.supportReference, { countLoading: false })
    .then((answer) => answer.data.reference)
    .catch(() => {
      known = null;
      return null;
    });
  return known;
}
