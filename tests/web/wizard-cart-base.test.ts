import type { CartResponse } from '@contract/cart';
import { QueryClient } from '@tanstack/react-query';
import { cartQuery } from '@web/api/queries/cart';
import { followWizardCart } from '@web/wizard/actors/put-cart';
import { describe, expect, it } from 'vitest';

/**
 * The version a tab's cart saves send as `If-Match` comes from the cart its wizard works from. A
 * save without it would overwrite what another tab saved meanwhile.
 */
const answer = (version: number): CartResponse => ({
  data: { items: [] },
  version,
  totals: { monthly_net: 0, monthly_gross: 0, yearly_net: 0, yearly_gross: 0, setup_net: 0, setup_gross: 0 },
  notices: [],
});

/** The cart query as the app runs it, answering the given versions one after the other. */
function cartServer(...versions: number[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const answers = versions.map(answer);
  const load = () =>
    queryClient.fetchQuery({ ...cartQuery, queryFn: async () => answers.shift() ?? answer(-1) });
  const refetchInBackground = () => queryClient.refetchQueries({ queryKey: cartQuery.queryKey });
  return { queryClient, load, refetchInBackground };
}

describe('the cart a tab saves from', () => {
  it('is the first cart the server answers when the saver is made before it arrives', async () => {
    const server = cartServer(3, 4);
    const base = followWizardCart(server.queryClient);
    expect(base()).toBeUndefined();

    await server.load();
    expect(base()?.version).toBe(3);

    // A background refetch (another tab saved meanwhile) is no base for this tab's saves.
    await server.refetchInBackground();
    expect(server.queryClient.getQueryData<CartResponse>(cartQuery.queryKey)?.version).toBe(4);
    expect(base()?.version).toBe(3);
  });

  it('is the cached cart when the saver is made after it, then each cart the app hands the wizard', async () => {
    const server = cartServer(3, 4);
    await server.load();
    const base = followWizardCart(server.queryClient);
    expect(base()?.version).toBe(3);

    await server.refetchInBackground();
    expect(base()?.version).toBe(3);

    // A save's answer (or a restored session's cart) is written into the cache by the app.
    server.queryClient.setQueryData(cartQuery.queryKey, answer(7));
    expect(base()?.version).toBe(7);
  });
});
