import { describe, expect, it } from 'vitest';
import { SequentialIdGenerator } from '../../../../adapters/system/sequential-id-generator';

describe('SequentialIdGenerator: ids that repeat from run to run', () => {
  it("counts from 1 under the prefix 'id' by default", () => {
    const generator = new SequentialIdGenerator();
    expect([generator.next(), generator.next(), generator.next()]).toEqual(['id-1', 'id-2', 'id-3']);
  });

  it('uses the prefix given', () => {
    expect(new SequentialIdGenerator('metrics').next()).toBe('metrics-1');
  });

  it('two generators count on their own, so two runs give the same ids', () => {
    const first = new SequentialIdGenerator('metrics');
    first.next();
    first.next();
    expect(new SequentialIdGenerator('metrics').next()).toBe('metrics-1');
  });
});
