import { describe, expect, it } from 'vitest';
import { CATALOGUE_GATEWAY } from '../../../../core/ports/catalogue-gateway';
import { CLOCK } from '../../../../core/ports/clock';
import { ID_GENERATOR } from '../../../../core/ports/id-generator';
import { KEY_VALUE_STORE } from '../../../../core/ports/key-value-store';
import { LIVE_UPDATES } from '../../../../core/ports/live-updates';
import { ORDER_GATEWAY } from '../../../../core/ports/order-gateway';
import { RANDOM_SOURCE } from '../../../../core/ports/random-source';
import { SELECTION_GATEWAY } from '../../../../core/ports/selection-gateway';

describe('port injection tokens (ARCHITECTURE: each port has its token, a Symbol.for)', () => {
  const tokens = { CATALOGUE_GATEWAY, CLOCK, ID_GENERATOR, KEY_VALUE_STORE, LIVE_UPDATES, ORDER_GATEWAY, RANDOM_SOURCE, SELECTION_GATEWAY };

  it('every token is a registered symbol, so config/ and adapters bound in another bundle get the same one', () => {
    for (const token of Object.values(tokens)) expect(Symbol.for(Symbol.keyFor(token) ?? '')).toBe(token);
  });

  it('no two ports share a token', () => {
    expect(new Set(Object.values(tokens)).size).toBe(Object.keys(tokens).length);
  });
});
