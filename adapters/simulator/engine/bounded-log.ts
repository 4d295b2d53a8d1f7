/**
 * The newest records of a sandboxed analytics stream (room-directory clicks, product events), in memory: the
 * simulator must not grow without end, so past `max` the oldest go.
 */
export class BoundedLog<T> {
  private readonly records: T[] = [];

  constructor(private readonly max: number) {}

  add(record: T): void {
    this.records.push(record);
    if (this.records.length > this.max) this.records.splice(0, this.records.length - this.max);
  }

  soFar(): readonly T[] {
    return [...this.records];
  }

  clear(): void {
    this.records.length = 0;
  }
}
