import { afterEach, describe, expect, it, vi } from 'vitest';
import { SystemClock } from '../../../../adapters/system/system-clock';

afterEach(() => {
  vi.useRealTimers();
});

describe('SystemClock', () => {
  it('tells the time of the machine', () => {
    vi.useFakeTimers({ now: new Date('2025-06-12T10:00:00Z') });
    expect(new SystemClock().now().toMillis()).toBe(Date.parse('2025-06-12T10:00:00Z'));
    vi.setSystemTime(new Date('2025-06-12T10:00:05Z'));
    expect(new SystemClock().now().toMillis()).toBe(Date.parse('2025-06-12T10:00:05Z'));
  });
});
