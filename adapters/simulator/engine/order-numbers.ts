import { randomInt } from 'node:crypto';

/** Makes order numbers: each call gives a new candidate; the engine skips any already given. */
export type OrderNumberSource = () => string;

/** Crockford's base 32: no I, L, O or U, so a number read out on the phone is not misheard. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 12 characters of 5 bits: 60 random bits, so one number tells nothing of another. */
const LENGTH = 12;

function numberFrom(nextIndex: () => number): string {
  let text = '';
  for (let i = 0; i < LENGTH; i += 1) text += ALPHABET[nextIndex()];
  return text;
}

/** Order numbers from the operating system's cryptographic random source. */
export function randomOrderNumbers(): OrderNumberSource {
  return () => numberFrom(() => randomInt(ALPHABET.length));
}

/**
 * Repeatable order numbers for tests and recorded runs (ARCHITECTURE: deterministic when asked): the
 * same seed gives the same numbers, which still look nothing like a sequence (mulberry32).
 */
export function seededOrderNumbers(seed: number): OrderNumberSource {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return () => numberFrom(() => Math.floor(next() * ALPHABET.length));
}

/** Whether a text is shaped like an order number this simulator gives. */
export function looksLikeOrderNumber(text: string): boolean {
  return text.length === LENGTH && [...text].every((char) => ALPHABET.includes(char));
}
