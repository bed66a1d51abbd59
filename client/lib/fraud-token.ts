/**
 * The fraud script's device token, sent with the placement as `fraudToken`. The
 * script itself comes with the integrations issue: like Forter's `window.ftr__token`, it will
 * set `globalThis.forterToken` once it has profiled the device. Until it runs (or when it is
 * blocked) there is no token and the order is placed without one; the API takes 200 characters
 * at most, so anything else is left out rather than refusing the order.
 */
export function fraudToken(): string | undefined {
  const token: unknown = (globalThis as { forterToken?: unknown }).forterToken;
  return typeof token === 'string' && token.length > 0 && token.length <= 200 ? token : undefined;
}
