/** A request the simulated platform refuses: an unknown establishment or order (404) or a bad request (400). */
export class SimulatorError extends Error {
  constructor(
    readonly kind: 'not_found' | 'bad_request',
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'SimulatorError';
  }
}
