import { isReportableFault } from './fault';

/** Where the visitor was when a call failed: the wizard's route and state value. */
export interface WizardPlace {
  /** The route id of the screen the wizard shows (`smsValidation`), null while it decides. */
  route: string | null;
  /** The wizard's state value, e.g. `sms/complete.resending` (state names only, no data). */
  state: string;
}

/** A failed call as an error report names it: the endpoint's template, never a request's values. */
export interface FailedCall {
  method: string;
  /** The endpoint's path template (`/api/v1/:id/sms`). */
  endpoint: string;
  status: number;
  /** The answer's error code (`network_error`, `http_502`, `sms_send_failed`). */
  code: string;
  place: WizardPlace | null;
  /** The page's path at that moment (the report names its route template, not its values). */
  path: string;
}

type Reporter = (call: FailedCall) => void;

/** Calls that failed while the reporter loads (at most this many are kept). */
const MAX_WAITING = 20;

let reporter: Reporter | null = null;
/** Null while reporting is off: failures are then not even looked at. */
let waiting: FailedCall[] | null = null;
let wizardPlace: (() => WizardPlace) | null = null;

/** Error reporting is being switched on: failures wait for the reporter. */
export function awaitReporter(): void {
  if (!reporter) waiting = [];
}

/** The reporter is ready: it gets the failures that waited, then each new one. */
export function connectReporter(next: Reporter): void {
  reporter = next;
  const earlier = waiting ?? [];
  waiting = null;
  for (const call of earlier) next(call);
}

/** The reporter could not be loaded: reporting stays off. */
export function dropReporter(): void {
  reporter = null;
  waiting = null;
}

/** The running wizard tells where the visitor is; returns the function that forgets it. */
export function followWizard(describe: () => WizardPlace): () => void {
  wizardPlace = describe;
  return () => {
    if (wizardPlace === describe) wizardPlace = null;
  };
}

/**
 * The API client's failure path: a fault (see fault.ts) is handed to the reporter with the place
 * the visitor was at that moment; nothing happens while reporting is off.
 */
export function noteFailedCall(method: string, endpoint: string, status: number, code: string): void {
  if (!reporter && !waiting) return;
  if (!isReportableFault(status, code)) return;
  const place = wizardPlace?.() ?? null;
  const call: FailedCall = { method, endpoint, status, code, place, path: window.location.pathname };
  if (reporter) reporter(call);
  else if (waiting && waiting.length < MAX_WAITING) waiting.push(call);
}
