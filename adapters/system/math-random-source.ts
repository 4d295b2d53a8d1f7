import type { RandomSource } from '../../core/ports/random-source';

/** Math.random: enough to vary suggestions and the home's tempting products (nothing secret is drawn). */
export class MathRandomSource implements RandomSource {
  next(): number {
    return Math.random();
  }
}
