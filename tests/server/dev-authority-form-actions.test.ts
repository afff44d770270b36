import { withFormActions } from '@server/dev-authority/form-actions';
import { describe, expect, it } from 'vitest';

describe("the development authority's form-action sources", () => {
  it("adds the callback origins after the policy's own sources, each once", () => {
    const policy = "default-src 'self';form-action 'self';frame-ancestors 'none'";
    expect(
      withFormActions(policy, ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://localhost:3000']),
    ).toBe(
      "default-src 'self';form-action 'self' http://localhost:3000 http://127.0.0.1:3000;frame-ancestors 'none'",
    );
  });

  it('gives a policy without the directive one that allows the page itself and the origins', () => {
    expect(withFormActions("default-src 'self'", ['http://localhost:3000'])).toBe(
      "default-src 'self';form-action 'self' http://localhost:3000",
    );
  });
});
