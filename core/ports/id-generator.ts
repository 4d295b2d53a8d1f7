/** Identifiers come from a port so that tests and the deterministic simulator get fixed ids. */
export interface IdGenerator {
  /** A new unique identifier (a UUID in production). */
  next(): string;
}

export const ID_GENERATOR = Symbol.for('ordering.IdGenerator');
