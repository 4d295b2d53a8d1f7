/**
 * A request the simulated platform refuses: an unknown establishment or order (404), a bad request
 * (400), or one it understood but cannot accept (422: amounts that disagree with the menu, an
 * idempotency key reused for another request).
 */
export class SimulatorError extends Error {
  constructor(
    readonly kind: 'not_found' | 'bad_request' | 'unprocessable',
    message: string,
    readonly field?: string,
    /** checkout 8: the platform's error code its answer names in err (ORDER_UNAVAILABLE). */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'SimulatorError';
  }
}
