/** Answers a page asked for before its JavaScript ran, by absolute URL (ui/index.html). */
export type EarlyResponses = ReadonlyMap<string, Promise<Response>>;

/**
 * Issue 5, first visit: a fetch that hands out, once, the answer the page already asked for when the
 * request is that same anonymous GET, so that the restaurant and its menu load while the JavaScript
 * downloads. Anything else, a second request for the same address (a retry) or an early request that
 * failed goes to the network as usual. A request with a customer's token never takes an early answer,
 * which was asked for without it.
 */
export function fetchPreferringEarlyResponses(early: EarlyResponses, network: typeof fetch): typeof fetch {
  const waiting = new Map(early);
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const answer = request.method === 'GET' && !request.headers.has('x-access-token') ? waiting.get(request.url) : undefined;
    if (!answer) return network(input, init);
    waiting.delete(request.url);
    try {
      return await answer;
    } catch {
      return network(input, init);
    }
  };
}
