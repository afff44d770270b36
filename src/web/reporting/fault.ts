/**
 * Whether a failed call is a fault to report (the checkout spec's "only logged and reported"):
 * no answer at all (status 0), a failure on the server's side or of an outside service behind it
 * (5xx), or an answer that is not the shop's error body (a proxy's page; `http_…` codes). A 4xx
 * in the contract's error shape is the shop's answer to what the visitor asked for (field errors,
 * conflicts, not found, rate limits): the screens show it or pass over it as the spec says, and it
 * is no fault of the shop.
 */
export function isReportableFault(status: number, code: string): boolean {
  if (status === 0 || status >= 500) return true;
  return code.startsWith('http_');
}
