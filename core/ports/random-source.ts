import type { RandomNumbers } from '../domain/random/shuffle';

/** Randomness comes from a port (ARCHITECTURE), so that a rule drawing at random is testable. */
export type RandomSource = RandomNumbers;

export const RANDOM_SOURCE = Symbol.for('ordering.RandomSource');
