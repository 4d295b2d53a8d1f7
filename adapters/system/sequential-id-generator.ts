import type { IdGenerator } from '../../core/ports/id-generator';

/** Ids that repeat from run to run (`--seed`, tests): prefix-1, prefix-2 ... */
export class SequentialIdGenerator implements IdGenerator {
  private count = 0;

  constructor(private readonly prefix = 'id') {}

  next(): string {
    this.count += 1;
    return `${this.prefix}-${this.count}`;
  }
}
