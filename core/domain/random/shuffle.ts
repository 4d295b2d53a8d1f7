/** Numbers in [0, 1), like Math.random(); the RandomSource port gives them (core/ports/random-source.ts). */
export interface RandomNumbers {
  next(): number;
}

/** Fisher-Yates with the given numbers: every order equally likely, and repeatable in tests. */
export function shuffled<T>(items: readonly T[], random: RandomNumbers): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random.next() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}
