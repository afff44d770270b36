import { ApiRequestError } from '@web/api/client';
import { retryUndecided } from '@web/api/retry-undecided';
import { describe, expect, it } from 'vitest';

const failure = (status: number) =>
  new ApiRequestError({
    status,
    body: { error: status === 0 ? 'network_error' : `http_${status}`, message: 'x', errors: {} },
    method: 'POST',
    path: '/api/v2/orders',
  });

/** A call that fails with these statuses in turn, then answers 'placed'; counts its calls. */
function calls(...statuses: number[]) {
  let count = 0;
  const call = async () => {
    const status = statuses[count];
    count += 1;
    if (status !== undefined) throw failure(status);
    return 'placed';
  };
  return { call, count: () => count };
}

describe('repeating a call the server did not decide', () => {
  it('repeats after no answer or a 5xx, and answers what the server answered then', async () => {
    const flaky = calls(0, 502);
    await expect(retryUndecided(flaky.call, undefined, [0, 0, 0])).resolves.toBe('placed');
    expect(flaky.count()).toBe(3);
  });

  it('never repeats a decided 4xx', async () => {
    const refused = calls(409);
    await expect(retryUndecided(refused.call, undefined, [0, 0])).rejects.toMatchObject({ status: 409 });
    expect(refused.count()).toBe(1);
  });

  it('gives up after the last delay with the last failure', async () => {
    const down = calls(0, 0, 0, 0);
    await expect(retryUndecided(down.call, undefined, [0, 0])).rejects.toMatchObject({ status: 0 });
    expect(down.count()).toBe(3);
  });

  it('stops waiting when the call is aborted', async () => {
    const down = calls(0, 0);
    const controller = new AbortController();
    const running = retryUndecided(down.call, controller.signal, [60_000]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    controller.abort(new Error('left the page'));
    await expect(running).rejects.toThrow('left the page');
    expect(down.count()).toBe(1);
  });
});
