import { browserTracingIntegration, captureMessage, init } from '@sentry/browser';
import { isApiRequestError } from '@web/api/client';
import { connectReporter, type FailedCall } from './failed-calls';
import { scrubBreadcrumb, scrubEvent, scrubStreamedSpan, scrubUrl } from './scrub';
import { SUPPORT_REFERENCE_ENDPOINT, supportReference } from './support-reference';

/** Checkout spec section 9: error-reporting trace sample rate. */
const TRACE_SAMPLE_RATE = 0.2;

/** Tag values are cut at 200 characters by the protocol. */
const tagValue = (text: string): string => text.slice(0, 200);

const signature = (call: FailedCall): string =>
  [call.method, call.endpoint, call.status, call.place?.state ?? ''].join(' ');

/** Failures already reported this page: the same failure in the same state is reported once. */
const reported = new Set<string>();

async function report(call: FailedCall, origin: string): Promise<void> {
  if (call.endpoint === SUPPORT_REFERENCE_ENDPOINT) return;
  const key = signature(call);
  if (reported.has(key)) return;
  reported.add(key);
  const reference = await supportReference();
  const route = call.place?.route ?? scrubUrl(call.path, origin);
  captureMessage(`${call.method} ${call.endpoint} failed: ${call.code}`, {
    level: 'error',
    fingerprint: [call.method, call.endpoint, call.code],
    tags: {
      route: tagValue(route),
      'wizard.state': tagValue(call.place?.state ?? 'not running'),
      support_reference: reference ?? 'unknown',
      'api.endpoint': tagValue(`${call.method} ${call.endpoint}`),
      'api.status': String(call.status),
    },
    contexts: {
      failed_call: {
        method: call.method,
        endpoint: call.endpoint,
        status: call.status,
        code: call.code,
        route,
        wizard_state: call.place?.state ?? null,
        support_reference: reference,
      },
    },
  });
}

/**
 * Starts Sentry's browser SDK for the DSN and hands it the failed calls (failed-calls.ts). What
 * leaves the browser is scrubbed first (scrub.ts); an error the client already reported as a
 * failed call (an unhandled rejection of it) is not sent a second time.
 */
export function startSentryReporter(dsn: string): void {
  const origin = window.location.origin;
  init({
    dsn,
    environment: 'production',
    tracesSampleRate: TRACE_SAMPLE_RATE,
    integrations: [browserTracingIntegration()],
    // The shop's API knows nothing of traces: its requests stay as they are.
    tracePropagationTargets: [],
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
      stackFrameVariables: false,
    },
    beforeBreadcrumb: (crumb) => scrubBreadcrumb(crumb, origin),
    beforeSend: (event, hint) =>
      isApiRequestError(hint.originalException) ? null : scrubEvent(event, origin),
    // Traces leave the browser as streamed spans, each through the span scrubber.
    traceLifecycle: 'stream',
    beforeSendSpan: (span) => scrubStreamedSpan(span, origin),
  });
  connectReporter((call) => {
    void report(call, origin);
  });
}
