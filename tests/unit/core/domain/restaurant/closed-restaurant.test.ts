import { describe, expect, it } from 'vitest';
import { leComptoir } from '../../../../../adapters/simulator/demo/demo-establishments';
import { consultativeWhenClosed } from '../../../../../core/domain/restaurant/closed-restaurant';

describe('checkout 4: the app becomes consultative when the restaurant is closed', () => {
  it('a closed restaurant is consultative; an open one keeps its own mode', () => {
    const open = leComptoir.settings;
    expect(consultativeWhenClosed(open)).toBe(open);
    expect(consultativeWhenClosed({ ...open, is_closed: true })).toMatchObject({ is_closed: true, consultative: true });
    const consultative = { ...open, consultative: true };
    expect(consultativeWhenClosed(consultative)).toBe(consultative);
  });
});
