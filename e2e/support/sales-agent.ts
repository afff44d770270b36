import type { Page } from 'playwright-core';

/** The sales agent of the staff fixtures (`STAFF_FIXTURES=on`). */
export const SALES_AGENT = { email: 'agent@hostwerk.example', password: 'agent-test-1' } as const;

/**
 * Signs the page's browser in as the fixture sales agent, as the staff sign-in form posts it: the
 * page's later calls and pages are the agent's (who may, unlike a visitor, mark rows preconfigured).
 */
export async function signInAsSalesAgent(page: Page): Promise<void> {
  const answer = await page.request.post('/staff/sign-in', {
    form: { email: SALES_AGENT.email, password: SALES_AGENT.password },
    maxRedirects: 0,
  });
  if (answer.status() !== 303) throw new Error(`staff sign-in failed: ${answer.status()}`);
}
