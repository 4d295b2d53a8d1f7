declare global {
  interface Window {
    /** Set by the inline script of ui/index.html: the API calls it started, by absolute URL. */
    orderingEarlyResponses?: Record<string, Promise<Response>>;
  }
}

/** The answers ui/index.html asked for while the JavaScript downloaded (issue 5, first visit); taken once. */
export function takeEarlyResponses(): ReadonlyMap<string, Promise<Response>> {
  const early = window.orderingEarlyResponses ?? {};
  delete window.orderingEarlyResponses;
  return new Map(Object.entries(early));
}
