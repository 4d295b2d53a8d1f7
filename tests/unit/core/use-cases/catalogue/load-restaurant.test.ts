import { describe, expect, it } from 'vitest';
import { GatewayError } from '../../../../../core/ports/gateway-error';
import { LoadRestaurant } from '../../../../../core/use-cases/catalogue/load-restaurant';
import { aSteakAndSodaCatalogue } from '../../fixtures/catalogue-builders';
import { aRestaurant } from '../../fixtures/restaurant-builders';
import { ScriptedCatalogueGateway } from '../../fixtures/scripted-catalogue-gateway';

describe('LoadRestaurant', () => {
  it("browsing 3: the restaurant's settings are loaded for the restaurant in the address", async () => {
    const settings = aRestaurant({ id: 'resto-7' });
    const gateway = new ScriptedCatalogueGateway({ settings, catalogue: aSteakAndSodaCatalogue() });
    expect(await new LoadRestaurant(gateway).execute('resto-7')).toEqual({ ok: true, value: settings });
    expect(gateway.requested).toEqual(['resto-7']);
  });

  it('checkout 8: an unknown restaurant is a not_found failure value, not an exception', async () => {
    const gateway = new ScriptedCatalogueGateway({ failure: new GatewayError('not_found', 'restaurant resto-9 not found') });
    expect(await new LoadRestaurant(gateway).execute('resto-9')).toEqual({ ok: false, error: { kind: 'not_found', message: 'restaurant resto-9 not found' } });
  });

  it('checkout 8: an unreachable server is a network failure value', async () => {
    const gateway = new ScriptedCatalogueGateway({ failure: new GatewayError('network', 'timeout') });
    expect(await new LoadRestaurant(gateway).execute('resto-1')).toEqual({ ok: false, error: { kind: 'network', message: 'timeout' } });
  });

  it('checkout 8: anything else thrown by the gateway is a server failure value', async () => {
    const gateway = new ScriptedCatalogueGateway({ failure: new Error('unexpected') });
    expect(await new LoadRestaurant(gateway).execute('resto-1')).toEqual({ ok: false, error: { kind: 'server', message: 'unexpected' } });
  });
});
